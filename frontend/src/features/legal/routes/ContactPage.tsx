import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { InfoPage } from '../components/InfoPage';

export function ContactPage() {
  return (
    <InfoPage title="Contact">
      <Typography>
        Questions about an order or a key? Open a ticket in{' '}
        <Link component={RouterLink} to="/support">
          Customer Support
        </Link>
        ; we answer every ticket there.
      </Typography>
    </InfoPage>
  );
}
