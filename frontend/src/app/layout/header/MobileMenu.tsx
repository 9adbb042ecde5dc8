import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuRounded from '@mui/icons-material/MenuRounded';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { onlyOnMobile } from '../../../shared/layout/use-is-mobile';

const loadDrawer = () => import('./MobileMenuDrawer');
const MobileMenuDrawer = lazy(loadDrawer);

/** Below 768 px (the spec's mobile boundary): a menu button; the drawer is loaded when first opened. */
export function MobileMenu({ extras }: { extras?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => close(), [pathname, close]);

  return (
    <Box sx={onlyOnMobile}>
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
          <MobileMenuDrawer open={open} onClose={close} extras={extras} />
        </Suspense>
      )}
    </Box>
  );
}
