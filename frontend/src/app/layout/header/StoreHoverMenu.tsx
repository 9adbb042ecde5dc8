import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { lazy, Suspense, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import type { NamedRef } from '../../../features/store/store-types';
import { useHoverMenu } from './use-hover-menu';

const loadPopup = () => import('./StoreHoverMenuPopup');
const StoreHoverMenuPopup = lazy(loadPopup);

/** The keys that open a menu button's list with focus on its first entry (WAI-ARIA menu button). */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

interface StoreHoverMenuProps {
  label: string;
  entries: readonly NamedRef[];
  hrefFor(entry: NamedRef): string;
  /** The paths this menu leads to, to mark the button while one of them is shown. */
  activePrefix: string;
}

/**
 * A header menu (Genres, Themes) that opens on hover, on a click or from the keyboard; its list is
 * loaded when first wanted. Focus leaving the menu (Tab) closes it.
 */
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
  const onKeyDown = (event: KeyboardEvent) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault(); // no click from Enter or Space as well, no page scroll from Space or ArrowDown
    setWanted(true);
    menu.openFromKeyboard();
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) menu.hide();
  };
  const closeToButton = () => {
    menu.hide();
    anchorRef.current?.focus();
  };

  return (
    <Box onMouseEnter={show} onMouseLeave={menu.hideSoon} onBlur={menu.open ? onBlur : undefined} sx={{ position: 'relative' }}>
      <Button
        ref={anchorRef}
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={menu.open}
        aria-controls={menu.open ? listId : undefined}
        onFocus={loadPopup}
        onKeyDown={onKeyDown}
        onClick={() => {
          setWanted(true);
          menu.click();
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
            focusFirstEntry={menu.focusList}
            anchor={anchorRef.current}
            entries={entries}
            hrefFor={hrefFor}
            onClose={menu.hide}
            onEscape={closeToButton}
          />
        </Suspense>
      )}
    </Box>
  );
}
