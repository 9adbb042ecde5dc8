import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type FormEvent, type ReactNode } from 'react';

interface ChangeDialogProps {
  /** The title, and the submit button's label. */
  title: string;
  /** What the code is now, and what the change can do. */
  note: string;
  busy: boolean;
  /** The change cannot be undone (a customer's erasure): its button in the error colour. */
  destructive?: boolean;
  onSubmit(event: FormEvent): void;
  onClose(): void;
  /** The change's fields. */
  children: ReactNode;
}

/**
 * The frame of an admin's change asked in a dialog (a promo code's Extend Expiry and Add Uses, an
 * account's role and wallet, a customer's erasure): a note, the fields, Cancel and the change; the first field takes the focus.
 */
export function ChangeDialog({ title, note, busy, destructive = false, onSubmit, onClose, children }: ChangeDialogProps) {
  const titleId = useId();
  const noteId = useId();
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} aria-describedby={noteId} maxWidth="xs" fullWidth>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <DialogContentText id={noteId}>{note}</DialogContentText>
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color={destructive ? 'error' : 'primary'} disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {title}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
