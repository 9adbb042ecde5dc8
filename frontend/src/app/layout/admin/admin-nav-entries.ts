import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import Dashboard from '@mui/icons-material/Dashboard';
import HelpCenterOutlined from '@mui/icons-material/HelpCenterOutlined';
import LocalOffer from '@mui/icons-material/LocalOffer';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Settings from '@mui/icons-material/Settings';
import SportsEsports from '@mui/icons-material/SportsEsports';
import SupportAgent from '@mui/icons-material/SupportAgent';
import type { SvgIconComponent } from '@mui/icons-material';

export interface AdminNavEntry {
  label: string;
  to: string;
  icon: SvgIconComponent;
}

/** The admin sidebar's entries, in the spec's order. */
export const ADMIN_NAV_ENTRIES: readonly AdminNavEntry[] = [
  { label: 'Dashboard', to: '/admin', icon: Dashboard },
  { label: 'Add a Game', to: '/admin/add-a-game', icon: AddCircleOutlined },
  { label: 'Store Games', to: '/admin/view-games', icon: SportsEsports },
  { label: 'Purchases', to: '/admin/purchases', icon: ReceiptLong },
  { label: 'Promo Codes', to: '/admin/promo-codes', icon: LocalOffer },
  { label: 'Customer Support', to: '/admin/customer-support', icon: SupportAgent },
  { label: 'Help', to: '/admin/help', icon: HelpCenterOutlined },
  { label: 'Settings', to: '/admin/settings', icon: Settings },
];
