import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { MOBILE_MEDIA_QUERY } from '../../../shared/layout/use-is-mobile';
import { useSessionUser } from '../../../shared/session/use-session';
import { ACCOUNT_LINKS } from './account-links';
import { DarkModeSwitch } from './DarkModeSwitch';

const MAIN_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/explore', label: 'Explore' },
];

export interface MobileMenuDrawerProps {
  open: boolean;
  onClose(): void;
  extras?: ReactNode;
}

/** Home, Explore, (Genres, Themes), Cart, and when signed in Inventory, Support, Wishlist, Sign out. */
export default function MobileMenuDrawer({ open, onClose, extras }: MobileMenuDrawerProps) {
  const user = useSessionUser();
  const { cart, inventory, support, wishlist, signOut, login } = ACCOUNT_LINKS;
  const links = user ? [cart, inventory, support, wishlist, signOut] : [cart, login];
  // Its button hides from 768 px up (a rotated tablet, a widened window): the drawer closes with it
  // rather than staying over a page that shows the desktop header.
  useEffect(() => {
    if (!open) return;
    const mobile = window.matchMedia(MOBILE_MEDIA_QUERY);
    const closeAboveMobile = () => {
      if (!mobile.matches) onClose();
    };
    mobile.addEventListener('change', closeAboveMobile);
    return () => mobile.removeEventListener('change', closeAboveMobile);
  }, [open, onClose]);

  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': 'Menu' } }}>
      <Box sx={{ width: 280 }} component="nav" aria-label="Mobile">
        <List>
          {MAIN_LINKS.map((link) => (
            <DrawerLink key={link.to} {...link} />
          ))}
          {extras}
        </List>
        <Divider />
        <List>
          {links.map((link) => (
            <DrawerLink key={link.to} {...link} />
          ))}
        </List>
        <Divider />
        <Box sx={{ px: 2, py: 1.5 }}>
          <DarkModeSwitch />
        </Box>
      </Box>
    </Drawer>
  );
}

/** One entry: a list item holding the link (a <ul> may hold only <li>). */
function DrawerLink({ to, label }: { to: string; label: string }) {
  return (
    <ListItem disablePadding>
      <ListItemButton component={RouterLink} to={to}>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
}
