import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { PasswordField } from '../../../shared/ui/PasswordField';
import { ACCOUNT_DELETION_TEXTS as TEXTS } from '../account-deletion-texts';
import { useDeleteAccount } from '../hooks/use-delete-account';

/**
 * What deleting the account erases and keeps, the password again, Cancel and Delete my account.
 * The password field takes the focus; the server's refusal shows beneath it, announced, the dialog
 * stays open and the focus goes back to the field. While the request runs nothing can close the
 * dialog or send it twice.
 */
export function DeleteAccountDialog({ onClose }: { onClose(): void }) {
  const titleId = useId();
  const warningId = useId();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const { remove, busy, refusal } = useDeleteAccount();
  const passwordInput = useRef<HTMLInputElement>(null);

  // Refused (a wrong password): back to the field, its text selected, to type it again.
  useEffect(() => {
    if (refusal) passwordInput.current?.select();
  }, [refusal]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Not trimmed: spaces may be part of a password.
    setMissing(!password);
    if (password) void remove(password);
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} aria-describedby={warningId} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{TEXTS.title}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <DialogContentText id={warningId} component="div">
            <Box component="strong" sx={{ color: 'text.primary' }}>
              {TEXTS.cannotBeUndone}
            </Box>
            <Box component="ul" sx={{ pl: 3, mt: 1, mb: 0, display: 'grid', gap: 1 }}>
              <li>{TEXTS.erased}</li>
              <li>{TEXTS.kept}</li>
              <li>{TEXTS.keys}</li>
            </Box>
          </DialogContentText>
          <PasswordField
            autoFocus
            required
            inputRef={passwordInput}
            label={TEXTS.password}
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setMissing(false);
            }}
            error={missing}
            helperText={missing ? TEXTS.passwordRequired : TEXTS.passwordHint}
          />
          {refusal && (
            <Alert severity="error" role="alert" data-testid="delete-account-refused">
              {refusal}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {TEXTS.cancel}
          </Button>
          <Button type="submit" variant="contained" color="error" loading={busy} loadingPosition="start" startIcon={<DeleteForeverOutlined />}>
            {TEXTS.confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
