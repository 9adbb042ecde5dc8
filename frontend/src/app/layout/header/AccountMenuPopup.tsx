import Menu from '@mui/material/Menu';
import type { ReactNode } from 'react';
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
  return (
    <Menu
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
    >
      {user ? <SignedInMenu user={user} onClose={onClose} currencySlot={currencySlot} /> : <SignedOutMenu onClose={onClose} currencySlot={currencySlot} />}
    </Menu>
  );
}
