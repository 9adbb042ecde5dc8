import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { failureMessage } from '../../../shared/api/api-error';
import { establishSession } from '../../../shared/session/session-actions';
import { writePendingTwoFactor } from '../../../shared/session/session-storage';
import { homePathFor } from '../../../shared/session/session-user';
import { useAppDispatch } from '../../../shared/store/hooks';
import { useLoginMutation } from '../api';
import { deadlinesFrom } from '../code-deadlines';
import { AUTH_MESSAGES } from '../messages';
import { PasswordField } from '../../../shared/ui/PasswordField';

/** E-mail, password, Remember me. Goes on to the code step when the account asks for one. */
export function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [login, { isLoading }] = useLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await login({ email: email.trim(), password, rememberMe }).unwrap();
      if (answer.require2FA) {
        const { email: pendingEmail, ...timing } = answer.data;
        writePendingTwoFactor({ email: pendingEmail, tempToken: answer.tempToken, ...deadlinesFrom(timing) });
        toast.info(AUTH_MESSAGES.completeTwoFactor);
        navigate('/two-factor-auth');
        return;
      }
      dispatch(establishSession(answer.token, answer.data.user));
      toast.success(AUTH_MESSAGES.loginSuccess);
      navigate(homePathFor(answer.data.user), { replace: true });
    } catch (error) {
      toast.error(failureMessage(error, AUTH_MESSAGES.loginFailed));
    }
  };

  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        autoFocus
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <FormControlLabel
        control={<Checkbox checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />}
        label="Remember me"
      />
      <Button type="submit" variant="contained" size="large" loading={isLoading}>
        Login
      </Button>
    </Box>
  );
}
