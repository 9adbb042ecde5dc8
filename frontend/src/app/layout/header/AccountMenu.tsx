import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useSessionUser } from '../../../shared/session/use-session';

const loadPopup = () => import('./AccountMenuPopup');
const AccountMenuPopup = lazy(loadPopup);

/** The account button; its menu (signed in or out) is loaded when first wanted. */
export function AccountMenu({ currencySlot }: { currencySlot?: ReactNode }) {
  const user = useSessionUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onMouseEnter={loadPopup}
        onFocus={loadPopup}
        onClick={(e) => {
          setWanted(true);
          setAnchor(e.currentTarget);
        }}
      >
        {user ? (
          <Avatar src={user.photoURL || undefined} sx={{ width: 30, height: 30, fontSize: 15, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            {user.username.slice(0, 1).toUpperCase()}
          </Avatar>
        ) : (
          <AccountCircleOutlined />
        )}
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <AccountMenuPopup anchor={anchor} user={user} onClose={() => setAnchor(null)} currencySlot={currencySlot} />
        </Suspense>
      )}
    </>
  );
}
