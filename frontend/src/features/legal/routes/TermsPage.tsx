import Typography from '@mui/material/Typography';
import { InfoPage } from '../components/InfoPage';

export function TermsPage() {
  return (
    <InfoPage title="Terms of Service">
      <Typography>
        KeyLedger sells activation keys for video games. Each key is delivered to your inventory once your payment is
        complete and is for your own use on the platform named with the game.
      </Typography>
      <Typography>
        Keys stay hidden in your inventory until you reveal them. For any problem with a key, open a ticket in
        Customer Support.
      </Typography>
    </InfoPage>
  );
}
