import Chip from '@mui/material/Chip';
import type { PromoStatus } from '../../promo-status';

const COLOR = { Active: 'success', Inactive: 'default', Expired: 'error', 'Maxed Out': 'warning' } as const;

export function PromoStatusChip({ status }: { status: PromoStatus }) {
  return <Chip size="small" variant="outlined" label={status} color={COLOR[status]} data-testid="promo-status" />;
}
