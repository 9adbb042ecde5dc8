import Menu from '@mui/material/Menu';
import { useEffect, useRef, type ReactNode } from 'react';
import type { SessionUser } from '../../../shared/session/session-user';
import { SignedInMenu } from './SignedInMenu';
import { SignedOutMenu } from './SignedOutMenu';

export interface AccountMenuPopupProps {
  anchor: HTMLElement | null;
  user: SessionUser | null;
  onClose(): void;
  currencySlot?: ReactNode;
}

/** The account menu itself: loaded on first use, so the menu code stays out of the first download. */
export default function AccountMenuPopup({ anchor, user, onClose, currencySlot }: AccountMenuPopupProps) {
  const list = useRef<HTMLUListElement>(null);
  const signedIn = user !== null;
  // The start-up session check can end while the menu is open: its entries change from the
  // signed-out ones to the signed-in ones, and the focused entry goes with them. Focus moves to
  // the new first entry rather than falling back to the page, where the keyboard loses the menu.
  useEffect(() => {
    const menu = list.current;
    if (!anchor || !menu || menu.contains(document.activeElement)) return;
    menu.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [anchor, signedIn]);

  return (
    <Menu
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } }, list: { ref: list } }}
    >
      {user ? <SignedInMenu user={user} onClose={onClose} currencySlot={currencySlot} /> : <SignedOutMenu onClose={onClose} currencySlot={currencySlot} />}
    </Menu>
  );
}
