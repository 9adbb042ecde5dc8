import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { onlyAboveMobile } from '../../../shared/layout/use-is-mobile';

const LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/explore', label: 'Explore', end: false },
];

/** Home and Explore, then whatever the storefront adds (the Genres and Themes menus); from 768 px up. */
export function HeaderNavLinks({ extras }: { extras?: ReactNode }) {
  return (
    <Stack component="nav" aria-label="Main" direction="row" spacing={0.5} sx={onlyAboveMobile}>
      {LINKS.map((link) => (
        <Button
          key={link.to}
          component={NavLink}
          to={link.to}
          end={link.end}
          color="inherit"
          sx={{ opacity: 0.8, '&.active': { opacity: 1, color: 'primary.main' } }}
        >
          {link.label}
        </Button>
      ))}
      {extras}
    </Stack>
  );
}
