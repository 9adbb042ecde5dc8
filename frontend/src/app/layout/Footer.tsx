import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

const LINKS = [
  { to: '/terms', label: 'Terms' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/contact', label: 'Contact' },
];

export function Footer() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 3, mt: 6, bgcolor: 'background.paper' }}>
      <Container maxWidth="lg" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          © {new Date().getFullYear()} KeyLedger. Digital game keys.
        </Typography>
        <Stack component="nav" aria-label="Footer" direction="row" spacing={3}>
          {LINKS.map((link) => (
            <Link key={link.to} component={RouterLink} to={link.to} color="text.secondary" underline="hover" variant="body2">
              {link.label}
            </Link>
          ))}
        </Stack>
      </Container>
    </Box>
  );
}
