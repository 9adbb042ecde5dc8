import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * A card's title as its link, with the click area stretched over the whole card (the nearest
 * positioned ancestor). The link is named by the title alone, and the card's other text (genre,
 * rating, price) stays outside it, so the name is short and holds all the link's visible text
 * (WCAG 2.5.3). Controls of the card that must stay clickable sit above it (position relative, z-index 1).
 */
export function CardTitleLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      color="inherit"
      underline="none"
      sx={{
        '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
        '&:focus-visible': { outline: 'none' },
        '&:focus-visible::after': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      {children}
    </Link>
  );
}
