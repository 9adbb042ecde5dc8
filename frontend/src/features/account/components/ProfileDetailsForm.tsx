import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { updateSessionUser } from '../../../shared/session/session-actions';
import type { SessionUser } from '../../../shared/session/session-user';
import { useAppDispatch } from '../../../shared/store/hooks';
import { useUpdateProfileMutation } from '../api';
import { showAccountFailure } from '../failure-toast';
import { ACCOUNT_MESSAGES, PROFILE_TOAST_MS } from '../messages';
import { validateProfile, type ProfileErrors } from '../validation';

export function ProfileDetailsForm({ user, onDone }: { user: SessionUser; onDone(): void }) {
  const [username, setUsername] = useState(user.username);
  const [email, setEmail] = useState(user.email);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const dispatch = useAppDispatch();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(username, email);
    setErrors(found);
    if (found.username || found.email) return;
    try {
      const answer = await updateProfile({ username: username.trim(), email: email.trim() }).unwrap();
      dispatch(updateSessionUser(answer.data.user));
      toast.success(ACCOUNT_MESSAGES.profileUpdated, {
        duration: PROFILE_TOAST_MS,
        ...(answer.data.user.pendingEmail ? { description: ACCOUNT_MESSAGES.confirmNewEmail(answer.data.user.pendingEmail) } : {}),
      });
      onDone();
    } catch (error) {
      showAccountFailure(error, { refused: ACCOUNT_MESSAGES.profileUpdateFailed, noReason: ACCOUNT_MESSAGES.profileUpdateError }, { duration: PROFILE_TOAST_MS });
    }
  };

  return (
    <Box component="form" onSubmit={save} noValidate sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label="Username"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={Boolean(errors.username)}
        helperText={errors.username}
        autoComplete="username"
      />
      <TextField
        label="Email"
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={Boolean(errors.email)}
        helperText={errors.email}
        autoComplete="email"
      />
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onDone} disabled={isLoading}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={isLoading}>
          Save Changes
        </Button>
      </Stack>
    </Box>
  );
}
