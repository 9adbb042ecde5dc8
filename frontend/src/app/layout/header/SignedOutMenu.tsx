import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Login from '@mui/icons-material/Login';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ACCOUNT_LINKS } from './account-links';

/** Cart, (currency choice,) Login. */
export function SignedOutMenu({ onClose, currencySlot }: { onClose(): void; currencySlot?: ReactNode }) {
  return (
    <>
      <MenuItem component={RouterLink} to={ACCOUNT_LINKS.cart.to} onClick={onClose}>
        <ListItemIcon>
          <ShoppingCartOutlined fontSize="small" />
        </ListItemIcon>
        {ACCOUNT_LINKS.cart.label}
      </MenuItem>
      {currencySlot}
      <MenuItem component={RouterLink} to={ACCOUNT_LINKS.login.to} onClick={onClose}>
        <ListItemIcon>
          <Login fontSize="small" />
        </ListItemIcon>
        {ACCOUNT_LINKS.login.label}
      </MenuItem>
    </>
  );
}
