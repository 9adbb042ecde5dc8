import Chip from '@mui/material/Chip';
import type { Role } from '../../../../shared/session/session-user';
import { ROLE_LABELS } from '../../users-texts';

/** An account's role; staff roles stand out from customers. */
export function RoleChip({ role }: { role: Role }) {
  return <Chip size="small" label={ROLE_LABELS[role]} color={role === 'customer' ? 'default' : 'primary'} variant={role === 'customer' ? 'outlined' : 'filled'} data-testid="account-role" />;
}
