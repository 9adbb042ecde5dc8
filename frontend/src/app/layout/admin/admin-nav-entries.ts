import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import Dashboard from '@mui/icons-material/Dashboard';
import Insights from '@mui/icons-material/Insights';
import HelpCenterOutlined from '@mui/icons-material/HelpCenterOutlined';
import LocalOffer from '@mui/icons-material/LocalOffer';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Settings from '@mui/icons-material/Settings';
import SportsEsports from '@mui/icons-material/SportsEsports';
import SupportAgent from '@mui/icons-material/SupportAgent';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import type { SvgIconComponent } from '@mui/icons-material';
import { can, FINANCE_PATH, SUPPORT_DESK_PATH, type Permission, type SessionUser } from '../../../shared/session/session-user';

export interface AdminNavEntry {
  label: string;
  to: string;
  icon: SvgIconComponent;
  /** The permission the page needs (the router's guard asks for the same one). */
  permission: Permission;
}

/** The admin sidebar's entries, in the spec's order, with Finance after Purchases. */
export const ADMIN_NAV_ENTRIES: readonly AdminNavEntry[] = [
  { label: 'Dashboard', to: '/admin', icon: Dashboard, permission: 'dashboard' },
  { label: 'Add a Game', to: '/admin/add-a-game', icon: AddCircleOutlined, permission: 'catalogue' },
  { label: 'Store Games', to: '/admin/view-games', icon: SportsEsports, permission: 'catalogue' },
  { label: 'Purchases', to: '/admin/purchases', icon: ReceiptLong, permission: 'purchases.read' },
  { label: 'Finance', to: FINANCE_PATH, icon: Insights, permission: 'finance-reports' },
  { label: 'Promo Codes', to: '/admin/promo-codes', icon: LocalOffer, permission: 'promo-codes' },
  { label: 'Customer Support', to: SUPPORT_DESK_PATH, icon: SupportAgent, permission: 'tickets' },
  { label: 'Users', to: '/admin/users', icon: ManageAccounts, permission: 'staff-management' },
  // The store's own help and settings (catalogue, read models): with the dashboard, the store's running.
  { label: 'Help', to: '/admin/help', icon: HelpCenterOutlined, permission: 'dashboard' },
  { label: 'Settings', to: '/admin/settings', icon: Settings, permission: 'dashboard' },
];

/** The entries a user sees: those whose permission the user has. */
export const navEntriesFor = (user: SessionUser | null): readonly AdminNavEntry[] => ADMIN_NAV_ENTRIES.filter((entry) => can(user, entry.permission));
