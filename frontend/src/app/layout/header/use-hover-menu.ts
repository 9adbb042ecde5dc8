import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** Leaving the menu closes it after this long, so the pointer can cross from the button to the list. */
export const HOVER_MENU_CLOSE_DELAY_MS = 200;

export interface HoverMenu {
  open: boolean;
  /** Opened from the keyboard: the list takes focus (its first entry). */
  focusList: boolean;
  /** Hovering opens it. */
  show(): void;
  /** Closes after the delay, unless shown again meanwhile or held open by a click or a key. */
  hideSoon(): void;
  hide(): void;
  /** A click on the button: holds a hovered menu open, closes one already held open, else opens it held. */
  click(): void;
  /** Enter, Space or ArrowDown on the button: opens it held, with focus in the list. */
  openFromKeyboard(): void;
}

/**
 * A menu that opens on hover and closes 200 ms after the pointer leaves, unless a click or a key
 * opened it (then only an outside click, Escape, a choice or a route change closes it).
 */
export function useHoverMenu(): HoverMenu {
  const [state, setState] = useState({ open: false, held: false, focusList: false });
  const closeTimer = useRef<number | undefined>(undefined);
  const { pathname, search } = useLocation();

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const hide = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    setState({ open: false, held: false, focusList: false });
  }, []);

  useEffect(() => hide(), [pathname, search, hide]);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  return {
    open: state.open,
    focusList: state.open && state.focusList,
    show: () => {
      cancelClose();
      setState((was) => (was.open ? was : { open: true, held: false, focusList: false }));
    },
    hideSoon: () => {
      cancelClose();
      if (state.held) return;
      closeTimer.current = window.setTimeout(() => setState((was) => (was.held ? was : { open: false, held: false, focusList: false })), HOVER_MENU_CLOSE_DELAY_MS);
    },
    hide,
    click: () => {
      cancelClose();
      setState((was) => (was.open && was.held ? { open: false, held: false, focusList: false } : { open: true, held: true, focusList: false }));
    },
    openFromKeyboard: () => {
      cancelClose();
      setState({ open: true, held: true, focusList: true });
    },
  };
}
