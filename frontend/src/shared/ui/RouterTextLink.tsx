import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** An in-app text link in the theme's colour. */
export function RouterTextLink({ to, children, onClick }: { to: string; children: ReactNode; onClick?: () => void }) {
  return (
    <Link component={RouterLink} to={to} underline="hover" sx={{ fontWeight: 600 }} onClick={onClick}>
      {children}
    </Link>
  );
}
