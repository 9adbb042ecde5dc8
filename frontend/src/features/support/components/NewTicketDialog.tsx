import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { serverReason } from '../../../shared/api/api-error';
import { newIdempotencyKey } from '../../../shared/api/idempotency';
import { formatDate } from '../../../shared/format/date';
import { orderReference } from '../../../shared/format/order-reference';
import { useSessionUser } from '../../../shared/session/use-session';
import { useGetInventoryQuery } from '../../ordering/ordering-api';
import type { InventoryOrder } from '../../ordering/ordering-types';
import { MESSAGE_MAX, SUBJECT_MAX, type Ticket } from '../../../shared/tickets/ticket-types';
import { useCreateTicketMutation } from '../api';
import { SUPPORT_TEXTS } from '../support-texts';

/** 'Order 1A2B3C · Mar 14, 2026 · Game A, Game B': the order number the shopper was shown (inventory, mails), the day, the games. */
const orderLabel = (order: InventoryOrder) =>
  `Order ${orderReference(order.transactionId)} · ${formatDate(order.purchaseDate)} · ${order.games.map((game) => game.title).join(', ')}`;

/** Subject and Message, both non-blank, and optionally one of the shopper's orders; Submit Ticket opens it. One Idempotency-Key per attempt. */
export function NewTicketDialog({ open, onClose, onCreated }: { open: boolean; onClose(): void; onCreated(ticket: Ticket): void }) {
  const titleId = useId();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [orderId, setOrderId] = useState('');
  const user = useSessionUser();
  const { currentData: inventory } = useGetInventoryQuery(open && user ? { userId: user.id } : skipToken);
  const [errors, setErrors] = useState<{ subject?: string; message?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateTicketMutation();
  const attempt = useRef<{ body: string; key: string } | null>(null);

  const close = () => {
    if (isLoading) return;
    setErrors({});
    setFailure(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const ticket = { subject: subject.trim(), message: message.trim(), ...(orderId ? { orderId } : {}) };
    const found = { ...(ticket.subject ? {} : { subject: SUPPORT_TEXTS.subjectRequired }), ...(ticket.message ? {} : { message: SUPPORT_TEXTS.messageRequired }) };
    setErrors(found);
    setFailure(null);
    if (found.subject || found.message) return;
    const body = JSON.stringify(ticket);
    if (attempt.current?.body !== body) attempt.current = { body, key: newIdempotencyKey() };
    try {
      const answer = await create({ ...ticket, idempotencyKey: attempt.current.key }).unwrap();
      attempt.current = null;
      setSubject('');
      setMessage('');
      setOrderId('');
      onCreated(answer.ticket);
    } catch (error) {
      const reason = serverReason(error);
      setFailure(reason ? `${SUPPORT_TEXTS.createFailed} ${reason}` : SUPPORT_TEXTS.createFailed);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>New Ticket</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <TextField
            label="Subject"
            required
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            error={Boolean(errors.subject)}
            helperText={errors.subject ?? ' '}
            slotProps={{ htmlInput: { maxLength: SUBJECT_MAX } }}
            sx={{ mt: 1 }}
            autoFocus
          />
          <TextField select label="Order (optional)" value={orderId} onChange={(event) => setOrderId(event.target.value)} helperText=" ">
            <MenuItem value="">No order</MenuItem>
            {(inventory?.inventory ?? []).map((order) => (
              <MenuItem key={order.orderId} value={order.orderId}>
                {orderLabel(order)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Message"
            required
            multiline
            minRows={5}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            error={Boolean(errors.message)}
            helperText={errors.message ?? ' '}
            slotProps={{ htmlInput: { maxLength: MESSAGE_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading} startIcon={isLoading ? <CircularProgress size={16} color="inherit" /> : undefined}>
            Submit Ticket
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
