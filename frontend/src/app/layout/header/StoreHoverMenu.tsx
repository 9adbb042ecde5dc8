import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { NamedRef } from '../../../features/store/store-types';
import { useHoverMenu } from './use-hover-menu';

const loadPopup = () => import('./StoreHoverMenuPopup');
const StoreHoverMenuPopup = lazy(loadPopup);

interface StoreHoverMenuProps {
  label: string;
  entries: readonly NamedRef[];
  hrefFor(entry: NamedRef): string;
  /** The paths this menu leads to, to mark the button while one of them is shown. */
  activePrefix: string;
}

/** A header menu (Genres, Themes) that opens on hover or click; its list is loaded when first wanted. */
export function StoreHoverMenu({ label, entries, hrefFor, activePrefix }: StoreHoverMenuProps) {
  const menu = useHoverMenu();
  const [wanted, setWanted] = useState(false);
  const anchorRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const { pathname } = useLocation();
  const active = pathname.startsWith(activePrefix);

  const show = () => {
    setWanted(true);
    menu.show();
  };

  return (
    <Box onMouseEnter={show} onMouseLeave={menu.hideSoon} sx={{ position: 'relative' }}>
      <Button
        ref={anchorRef}
        color="inherit"
        aria-haspopup="true"
        aria-expanded={menu.open}
        aria-controls={menu.open ? listId : undefined}
        onFocus={loadPopup}
        onClick={() => {
          setWanted(true);
          menu.toggle();
        }}
        endIcon={<ExpandMore sx={{ transition: 'transform 150ms', transform: menu.open ? 'rotate(180deg)' : 'none' }} />}
        sx={{ opacity: active || menu.open ? 1 : 0.8, color: active ? 'primary.main' : 'inherit' }}
      >
        {label}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <StoreHoverMenuPopup
            id={listId}
            label={label}
            open={menu.open}
            anchor={anchorRef.current}
            entries={entries}
            hrefFor={hrefFor}
            onClose={menu.hide}
          />
        </Suspense>
      )}
    </Box>
  );
}
