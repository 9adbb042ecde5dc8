import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { CART_TEXTS } from '../cart-texts';

interface QuantityInputProps {
  quantity: number;
  gameName: string;
  /** Called with whole numbers only; below 1 removes the line (the cart store decides). */
  onChange: (quantity: number) => void;
}

/**
 * A number input, min 1. A whole number is applied as typed (below 1 removes the line); anything
 * else (a fraction, a half-typed value) is ignored, and the field shows the real quantity again on blur.
 */
export function QuantityInput({ quantity, gameName, onChange }: QuantityInputProps) {
  const [draft, setDraft] = useState(String(quantity));
  useEffect(() => setDraft(String(quantity)), [quantity]);

  return (
    <TextField
      type="number"
      size="small"
      label={CART_TEXTS.quantity}
      value={draft}
      onChange={(event) => {
        const text = event.target.value;
        setDraft(text);
        if (text.trim() === '') return;
        const value = Number(text);
        if (Number.isInteger(value)) onChange(value);
      }}
      onBlur={() => setDraft(String(quantity))}
      slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric', 'aria-label': `Quantity of ${gameName}` } }}
      sx={{ width: 96 }}
      fullWidth={false}
    />
  );
}
