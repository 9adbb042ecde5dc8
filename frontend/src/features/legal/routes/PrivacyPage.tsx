import Typography from '@mui/material/Typography';
import { InfoPage } from '../components/InfoPage';

export function PrivacyPage() {
  return (
    <InfoPage title="Privacy Policy">
      <Typography>
        We keep what running your account needs: your username, e-mail address, orders, wallet movements and support
        tickets. Passwords are stored only as salted hashes and game keys are encrypted.
      </Typography>
      <Typography>We send e-mail only for your account: address verification, sign-in codes and order receipts.</Typography>
    </InfoPage>
  );
}
