import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuRounded from '@mui/icons-material/MenuRounded';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

const loadDrawer = () => import('./MobileMenuDrawer');
const MobileMenuDrawer = lazy(loadDrawer);

/** Below the md breakpoint: a menu button; the drawer is loaded when first opened. */
export function MobileMenu({ extras }: { extras?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);

  return (
    <Box sx={{ display: { xs: 'flex', md: 'none' } }}>
      <IconButton
        color="inherit"
        aria-label="Open menu"
        onFocus={loadDrawer}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuRounded />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onClose={() => setOpen(false)} extras={extras} />
        </Suspense>
      )}
    </Box>
  );
}
