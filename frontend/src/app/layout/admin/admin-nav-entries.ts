import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import Dashboard from '@mui/icons-material/Dashboard';
import Insights from '@mui/icons-material/Insights';
import HelpCenterOutlined from '@mui/icons-material/HelpCenterOutlined';
import LocalOffer from '@mui/icons-material/LocalOffer';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Settings from '@mui/icons-material/Settings';
import SportsEsports from '@mui/icons-material/SportsEsports';
import SupportAgent from '@mui/icons-material/SupportAgent';
import type { SvgIconComponent } from '@mui/icons-material';
import { FINANCE_PATH, isAdmin, type SessionUser } from '../../../shared/session/session-user';

export interface AdminNavEntry {
  label: string;
  to: string;
  icon: SvgIconComponent;
  /** A finance account sees this entry too (it sees no other). */
  forFinance?: boolean;
}

/** The admin sidebar's entries, in the spec's order, with Finance after Purchases. */
export const ADMIN_NAV_ENTRIES: readonly AdminNavEntry[] = [
  { label: 'Dashboard', to: '/admin', icon: Dashboard },
  { label: 'Add a Game', to: '/admin/add-a-game', icon: AddCircleOutlined },
  { label: 'Store Games', to: '/admin/view-games', icon: SportsEsports },
  { label: 'Purchases', to: '/admin/purchases', icon: ReceiptLong },
  { label: 'Finance', to: FINANCE_PATH, icon: Insights, forFinance: true },
  { label: 'Promo Codes', to: '/admin/promo-codes', icon: LocalOffer },
  { label: 'Customer Support', to: '/admin/customer-support', icon: SupportAgent },
  { label: 'Help', to: '/admin/help', icon: HelpCenterOutlined },
  { label: 'Settings', to: '/admin/settings', icon: Settings },
];

/** The entries a user sees: all of them for an admin, Finance alone for a finance account. */
export const navEntriesFor = (user: SessionUser | null): readonly AdminNavEntry[] =>
  isAdmin(user) ? ADMIN_NAV_ENTRIES : ADMIN_NAV_ENTRIES.filter((entry) => entry.forFinance);
