import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type FormEvent, type ReactNode } from 'react';

interface PromoChangeDialogProps {
  /** The title, and the submit button's label. */
  title: string;
  /** What the code is now, and what the change can do. */
  note: string;
  busy: boolean;
  onSubmit(event: FormEvent): void;
  onClose(): void;
  /** The one field of the change. */
  children: ReactNode;
}

/** The frame of a one-field change of a promo code (Extend Expiry, Add Uses): a note, the field, Cancel and the change. */
export function PromoChangeDialog({ title, note, busy, onSubmit, onClose, children }: PromoChangeDialogProps) {
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
          <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {title}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
