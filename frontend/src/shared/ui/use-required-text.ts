import { useState, type ChangeEvent } from 'react';

/**
 * A text field that must not be blank: `take()` gives the trimmed text, or null after showing
 * `missing` beneath the field; typing clears the message. Spread `fieldProps` on the TextField.
 */
export function useRequiredText(missing: string, initial = '') {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return {
    setText,
    take: (): string | null => {
      const value = text.trim();
      if (!value) setError(missing);
      return value || null;
    },
    fieldProps: {
      value: text,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        setText(event.target.value);
        setError(null);
      },
      error: error !== null,
      helperText: error ?? ' ',
    },
  };
}
