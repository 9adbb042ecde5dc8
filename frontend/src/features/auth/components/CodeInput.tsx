import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';

interface CodeInputProps {
  /** One entry per box: a digit or ''. */
  digits: string[];
  onChange(digits: string[]): void;
  disabled?: boolean;
}

const ONLY_DIGITS = /^\d+$/;

/**
 * One box per digit. Typing moves on (digit keys on keydown; other input, such as a phone
 * keyboard's, through the change event), Backspace on an empty box moves back, arrows move, and
 * a paste of digits only (at most as many as there are boxes) fills the boxes from the first.
 */
export function CodeInput({ digits, onChange, disabled }: CodeInputProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  // Handlers build on the latest digits, not the ones of the last render: events that arrive
  // before React re-renders (a paste, then the focus it moves) must not undo each other.
  const latest = useRef(digits);
  latest.current = digits;
  const change = (next: string[]) => {
    latest.current = next;
    onChange(next);
  };
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(digits.length - 1, index))]?.focus();

  const fill = (text: string) => {
    change(latest.current.map((_, i) => text[i] ?? ''));
    focus(Math.min(text.length, digits.length - 1));
  };

  /** `raw` is the box's new value; `caret` where the cursor stands after the input. */
  const type = (index: number, raw: string, caret: number | null) => {
    if (raw.length === digits.length && ONLY_DIGITS.test(raw)) {
      fill(raw); // the browser filled in a whole one-time code
      return;
    }
    // A box holds one digit: keep the character just typed (left of the cursor).
    const typed = raw.length > 1 ? raw.charAt((caret ?? raw.length) - 1) : raw;
    if (typed !== '' && !ONLY_DIGITS.test(typed)) return;
    change(latest.current.map((d, i) => (i === index ? typed : d)));
    if (typed !== '') focus(index + 1);
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    // A digit key sets the box and moves on even when the box already holds that digit: typed
    // over itself the value does not change, so no change event would come to move the focus.
    if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      change(latest.current.map((d, i) => (i === index ? event.key : d)));
      focus(index + 1);
      return;
    }
    if (event.key === 'Backspace' && latest.current[index] === '' && index > 0) {
      event.preventDefault();
      change(latest.current.map((d, i) => (i === index - 1 ? '' : d)));
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData('text').trim();
    if (ONLY_DIGITS.test(text) && text.length <= latest.current.length) fill(text);
  };

  return (
    <Box role="group" aria-label="Verification code" sx={{ display: 'flex', gap: { xs: 1, sm: 1.5 }, justifyContent: 'center' }}>
      {digits.map((digit, index) => (
        <InputBase
          key={index}
          inputRef={(el: HTMLInputElement | null) => {
            boxes.current[index] = el;
          }}
          value={digit}
          disabled={disabled}
          autoFocus={index === 0}
          onChange={(e) => type(index, e.target.value, (e.target as HTMLInputElement).selectionStart)}
          onKeyDown={(e) => keyDown(index, e as KeyboardEvent<HTMLInputElement>)}
          onPaste={paste}
          onFocus={(e) => e.target.select()}
          inputProps={{
            'aria-label': `Digit ${index + 1}`,
            inputMode: 'numeric',
            autoComplete: index === 0 ? 'one-time-code' : 'off',
            maxLength: digits.length,
          }}
          sx={(theme) => ({
            width: { xs: 44, sm: 52 },
            height: { xs: 52, sm: 60 },
            borderRadius: 2,
            border: `1px solid ${theme.palette.divider}`,
            bgcolor: 'background.default',
            fontSize: 26,
            fontWeight: 700,
            '&.Mui-focused': { borderColor: 'primary.main', boxShadow: `0 0 0 3px ${theme.palette.primary.main}33` },
            '& input': { textAlign: 'center', p: 0 },
          })}
        />
      ))}
    </Box>
  );
}
