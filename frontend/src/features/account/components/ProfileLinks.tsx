import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Logout from '@mui/icons-material/Logout';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../../shared/ui/SectionCard';

const QUICK_LINKS = [
  { to: '/inventory', label: 'My Inventory' },
  { to: '/wishlist', label: 'Wishlist' },
  { to: '/cart', label: 'Cart' },
  { to: '/support', label: 'Customer Support' },
];

const ACCOUNT_LINKS = [
  { to: '/account-settings', label: 'Account Settings' },
  { to: '/payment-methods', label: 'Payment Methods' },
  { to: '/notifications', label: 'Notifications' },
  { to: '/settings', label: 'Settings' },
];

function LinkList({ links }: { links: Array<{ to: string; label: string }> }) {
  return (
    <List disablePadding>
      {links.map((link) => (
        // Each link in its own <li>: a list holds list items only.
        <ListItem key={link.to} disablePadding>
          <ListItemButton component={RouterLink} to={link.to} sx={{ borderRadius: 2 }}>
            <ListItemText primary={link.label} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** Quick links, account management links and Logout. */
export function ProfileLinks() {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <SectionCard title="Quick Links">
        <LinkList links={QUICK_LINKS} />
      </SectionCard>
      <SectionCard title="Account Management">
        <LinkList links={ACCOUNT_LINKS} />
        <Button component={RouterLink} to="/logout" color="error" startIcon={<Logout />} sx={{ mt: 1 }}>
          Logout
        </Button>
      </SectionCard>
    </Box>
  );
}
