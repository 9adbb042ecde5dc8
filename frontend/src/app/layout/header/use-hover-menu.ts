import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** Leaving the menu closes it after this long, so the pointer can cross from the button to the list. */
export const HOVER_MENU_CLOSE_DELAY_MS = 200;

export interface HoverMenu {
  open: boolean;
  show(): void;
  /** Closes after the delay, unless shown again meanwhile. */
  hideSoon(): void;
  hide(): void;
  toggle(): void;
}

/** A menu that opens on hover, closes 200 ms after the pointer leaves, and closes on any route change. */
export function useHoverMenu(): HoverMenu {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const { pathname, search } = useLocation();

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const hide = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    setOpen(false);
  }, []);

  useEffect(() => hide(), [pathname, search, hide]);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  return {
    open,
    show: () => {
      cancelClose();
      setOpen(true);
    },
    hideSoon: () => {
      cancelClose();
      closeTimer.current = window.setTimeout(() => setOpen(false), HOVER_MENU_CLOSE_DELAY_MS);
    },
    hide,
    toggle: () => {
      cancelClose();
      setOpen((wasOpen) => !wasOpen);
    },
  };
}
