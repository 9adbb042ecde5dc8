import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Logout from '@mui/icons-material/Logout';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatUsd } from '../../../shared/format/money';
import type { SessionUser } from '../../../shared/session/session-user';
import { ACCOUNT_LINKS } from './account-links';

function LinkItem({ to, label, icon, onClose }: { to: string; label: string; icon: ReactNode; onClose(): void }) {
  return (
    <MenuItem component={RouterLink} to={to} onClick={onClose}>
      <ListItemIcon>{icon}</ListItemIcon>
      {label}
    </MenuItem>
  );
}

interface SignedInMenuProps {
  user: SessionUser;
  onClose(): void;
  /** Extension point: the currency choice, when the storefront brings it. */
  currencySlot?: ReactNode;
}

/** Wallet, who is signed in, their pages, and Sign out. */
export function SignedInMenu({ user, onClose, currencySlot }: SignedInMenuProps) {
  const { cart, inventory, wishlist, support, settings, signOut } = ACCOUNT_LINKS;
  return (
    <>
      <Box component="li" role="presentation" sx={{ px: 2, pt: 1, pb: 1.5, maxWidth: 280 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main', mb: 1 }} data-testid="wallet-amount">
          <AccountBalanceWalletOutlined fontSize="small" />
          <Typography sx={{ fontWeight: 700 }}>{formatUsd(user.wallet.balance)}</Typography>
        </Box>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {user.username}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {user.email}
        </Typography>
      </Box>
      <Divider />
      <LinkItem {...cart} icon={<ShoppingCartOutlined fontSize="small" />} onClose={onClose} />
      <LinkItem {...inventory} icon={<Inventory2Outlined fontSize="small" />} onClose={onClose} />
      <LinkItem {...wishlist} icon={<FavoriteBorder fontSize="small" />} onClose={onClose} />
      <LinkItem {...support} icon={<SupportAgentOutlined fontSize="small" />} onClose={onClose} />
      {currencySlot}
      <LinkItem {...settings} icon={<SettingsOutlined fontSize="small" />} onClose={onClose} />
      <Divider />
      <LinkItem {...signOut} icon={<Logout fontSize="small" />} onClose={onClose} />
    </>
  );
}
