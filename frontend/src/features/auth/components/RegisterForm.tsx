import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { failureMessage } from '../../../shared/api/api-error';
import { useRegisterMutation } from '../api';
import { AUTH_MESSAGES } from '../messages';
import { PasswordField } from '../../../shared/ui/PasswordField';

interface RegisterFormProps {
  /** Called when the server answered that a verification mail is on its way. */
  onPending(email: string): void;
}

/** Username, Email, Password, Confirm Password; the two passwords must match before sending. */
export function RegisterForm({ onPending }: RegisterFormProps) {
  const [form, setForm] = useState({ username: '', email: '', password: '', passwordConfirm: '' });
  const [mismatch, setMismatch] = useState(false);
  const [register, { isLoading }] = useRegisterMutation();
  const navigate = useNavigate();

  const field = (name: keyof typeof form) => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => {
      setForm((f) => ({ ...f, [name]: e.target.value }));
      if (name === 'password' || name === 'passwordConfirm') setMismatch(false);
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.password !== form.passwordConfirm) {
      setMismatch(true);
      return;
    }
    try {
      const answer = await register({ ...form, username: form.username.trim(), email: form.email.trim() }).unwrap();
      if (answer.status === 'pending') {
        toast.success(AUTH_MESSAGES.registerPending);
        onPending(form.email.trim());
      } else {
        toast.success(answer.message);
        navigate('/login');
      }
    } catch (error) {
      toast.error(failureMessage(error, AUTH_MESSAGES.registerFailed));
    }
  };

  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <TextField label="Username" autoComplete="username" required autoFocus {...field('username')} />
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <PasswordField label="Password" autoComplete="new-password" required helperText="At least 8 characters" {...field('password')} />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        required
        error={mismatch}
        helperText={mismatch ? AUTH_MESSAGES.passwordsDoNotMatch : ' '}
        {...field('passwordConfirm')}
      />
      <Button type="submit" variant="contained" size="large" loading={isLoading}>
        Create account
      </Button>
    </Box>
  );
}
