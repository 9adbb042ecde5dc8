import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Send from '@mui/icons-material/Send';
import { useRef, type FormEvent } from 'react';
import { newIdempotencyKey } from '../api/idempotency';
import { useRequiredText } from '../ui/use-required-text';
import { MESSAGE_MAX } from './ticket-types';

/**
 * The reply box: non-blank text required; sent once per attempt (a retry carries the same
 * Idempotency-Key); cleared once sent. `send` resolves to whether it worked.
 */
export function ReplyBox({ send, busy }: { send(message: string, idempotencyKey: string): Promise<boolean>; busy: boolean }) {
  const field = useRequiredText('Reply cannot be empty');
  const attempt = useRef<{ text: string; key: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const message = field.take();
    if (!message) return;
    if (attempt.current?.text !== message) attempt.current = { text: message, key: newIdempotencyKey() };
    if (await send(message, attempt.current.key)) {
      attempt.current = null;
      field.setText('');
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 1 }}>
      <TextField
        label="Your reply"
        multiline
        minRows={3}
        {...field.fieldProps}
        slotProps={{ htmlInput: { maxLength: MESSAGE_MAX } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <Send />}>
          Send Reply
        </Button>
      </Box>
    </Box>
  );
}
