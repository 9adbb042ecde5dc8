import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CreditCard from '@mui/icons-material/CreditCard';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTokenizeCardMutation } from '../../../ordering/ordering-api';
import { CHECKOUT_TEXTS } from '../../checkout-texts';
import { formatCardNumber, formatCvc, formatExpiry, tokenizeFailure, type CardTokenizer } from './card-tokenizer';

interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export interface SandboxCardFormProps {
  /** Called with the form's tokenizer once it is ready, and with null when it goes away. */
  onReady(tokenizer: CardTokenizer | null): void;
  disabled?: boolean;
}

/**
 * The built-in sandbox gateway's embedded card form: number, expiry, CVC and name on card. It
 * tokenizes against our own server (payments/sandbox/tokenize); the checkout gets only the token.
 * Loaded as its own chunk when the shopper picks the card, like a provider's script.
 */
export default function SandboxCardForm({ onReady, disabled = false }: SandboxCardFormProps) {
  const [fields, setFields] = useState<CardFields>({ number: '', expiry: '', cvc: '', name: '' });
  const [tokenizeCard] = useTokenizeCardMutation();
  // The tokenizer handed out once reads the fields as they are when it is called.
  const latest = useRef(fields);
  useEffect(() => {
    latest.current = fields;
  }, [fields]);

  useEffect(() => {
    const tokenizer: CardTokenizer = {
      async tokenize() {
        const { number, expiry, cvc, name } = latest.current;
        try {
          const answer = await tokenizeCard({ number: number.replace(/\s/g, ''), expiry, cvc, name: name.trim() }).unwrap();
          return { ok: true, token: answer.token };
        } catch (error) {
          return { ok: false, message: tokenizeFailure(error) };
        }
      },
    };
    onReady(tokenizer);
    return () => onReady(null);
  }, [onReady, tokenizeCard]);

  const change = (field: keyof CardFields, format: (value: string) => string = (value) => value) => (event: ChangeEvent<HTMLInputElement>) =>
    setFields((current) => ({ ...current, [field]: format(event.target.value) }));

  return (
    <Box data-testid="card-form" sx={{ display: 'grid', gap: 2, p: 2, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'action.hover' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
        <CreditCard fontSize="small" />
        <Typography variant="body2">{CHECKOUT_TEXTS.sandboxNote}</Typography>
      </Box>
      <TextField
        label={CHECKOUT_TEXTS.cardNumber}
        name="cardnumber"
        value={fields.number}
        onChange={change('number', formatCardNumber)}
        disabled={disabled}
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        fullWidth
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
        <TextField
          label={CHECKOUT_TEXTS.expiry}
          name="cc-exp"
          value={fields.expiry}
          onChange={change('expiry', formatExpiry)}
          disabled={disabled}
          autoComplete="cc-exp"
          placeholder="MM/YY"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          label={CHECKOUT_TEXTS.cvc}
          name="cvc"
          value={fields.cvc}
          onChange={change('cvc', formatCvc)}
          disabled={disabled}
          autoComplete="cc-csc"
          placeholder="123"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>
      <TextField label={CHECKOUT_TEXTS.nameOnCard} name="ccname" value={fields.name} onChange={change('name')} disabled={disabled} autoComplete="cc-name" fullWidth />
    </Box>
  );
}
