import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { showAccountFailure } from '../failure-toast';
import { replaceToken, updateSessionUser } from '../../../shared/session/session-actions';
import { useAppDispatch } from '../../../shared/store/hooks';
import { PasswordField } from '../../../shared/ui/PasswordField';
import { useChangePasswordMutation } from '../api';
import { ACCOUNT_MESSAGES } from '../messages';
import { validatePasswordChange, type PasswordChange } from '../validation';
import { SectionCard } from '../../../shared/ui/SectionCard';

const EMPTY: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and confirmed password. The answer's new token replaces the stored one. */
export function ChangePasswordForm() {
  const [form, setForm] = useState(EMPTY);
  const [problem, setProblem] = useState<ReturnType<typeof validatePasswordChange>>(null);
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const dispatch = useAppDispatch();

  const field = (name: keyof PasswordChange) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
    error: problem?.field === name,
    helperText: problem?.field === name ? problem.message : undefined,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePasswordChange(form);
    setProblem(found);
    if (found) return;
    try {
      const answer = await changePassword(form).unwrap();
      dispatch(replaceToken(answer.token));
      dispatch(updateSessionUser(answer.data.user));
      setForm(EMPTY);
      toast.success(ACCOUNT_MESSAGES.passwordChanged);
    } catch (error) {
      showAccountFailure(error, { refused: ACCOUNT_MESSAGES.passwordChangeFailed, noReason: ACCOUNT_MESSAGES.passwordChangeError });
    }
  };

  return (
    <SectionCard title="Change Password">
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
        <PasswordField label="Current Password" autoComplete="current-password" {...field('currentPassword')} />
        <PasswordField label="New Password" autoComplete="new-password" {...field('newPassword')} />
        <PasswordField label="Confirm New Password" autoComplete="new-password" {...field('confirmPassword')} />
        <Box>
          <Button type="submit" variant="contained" loading={isLoading}>
            Update Password
          </Button>
        </Box>
      </Box>
    </SectionCard>
  );
}
