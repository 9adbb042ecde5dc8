import { useState } from 'react';
import { REASON_MAX } from '../wallet-amount';
import { USERS_TEXTS as TEXTS } from '../users-texts';

/** What is wrong with a reason of `min` to 200 characters, or null. */
function reasonProblem(text: string, min: number): string | null {
  if (!text) return TEXTS.reasonRequired;
  if (text.length < min) return TEXTS.reasonTooShort;
  if (text.length > REASON_MAX) return TEXTS.reasonTooLong;
  return null;
}

/**
 * A change's reason field: `take()` gives the trimmed reason, or null after showing what is wrong
 * beneath the field (nothing is sent); typing clears the message. Spread `fieldProps` on the TextField.
 */
export function useChangeReason(min: number, hint: string) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return {
    take: (): string | null => {
      const reason = text.trim();
      const found = reasonProblem(reason, min);
      setProblem(found);
      return found ? null : reason;
    },
    fieldProps: {
      label: TEXTS.reason,
      required: true,
      multiline: true,
      minRows: 2,
      value: text,
      onChange: (event: { target: { value: string } }) => {
        setText(event.target.value);
        setProblem(null);
      },
      error: problem !== null,
      helperText: problem ?? hint,
      slotProps: { htmlInput: { maxLength: REASON_MAX + 50 } },
    },
  };
}
