import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { CART_TEXTS } from '../cart-texts';

interface QuantityInputProps {
  quantity: number;
  gameName: string;
  /** Offered whole numbers of at least 1 only; answers why it was refused, or null when taken. */
  onChange: (quantity: number) => string | null;
  /** Marks the field while the line shows a refusal. */
  refused: boolean;
  describedBy?: string;
}

/**
 * A number input, min 1. A whole number of at least 1 is offered to the cart as typed; anything
 * else (0, a negative, a fraction, a half-typed value) is ignored (spec 000 §5), and the field
 * shows the real quantity again on blur. A refused quantity puts the real one back at once.
 */
export function QuantityInput({ quantity, gameName, onChange, refused, describedBy }: QuantityInputProps) {
  const [draft, setDraft] = useState(String(quantity));
  useEffect(() => setDraft(String(quantity)), [quantity]);

  const typed = (text: string) => {
    setDraft(text);
    const value = Number(text);
    if (text.trim() === '' || !Number.isInteger(value) || value < 1) return;
    if (onChange(value) !== null) setDraft(String(quantity));
  };

  return (
    <TextField
      type="number"
      size="small"
      label={CART_TEXTS.quantity}
      value={draft}
      onChange={(event) => typed(event.target.value)}
      onBlur={() => setDraft(String(quantity))}
      error={refused}
      slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric', 'aria-label': `Quantity of ${gameName}`, 'aria-describedby': describedBy } }}
      sx={{ width: 96 }}
      fullWidth={false}
    />
  );
}
