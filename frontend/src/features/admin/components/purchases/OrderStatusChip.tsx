import Chip from '@mui/material/Chip';
import type { OrderStatus } from '../../purchase-types';

/**
 * Completed green, Partially Refunded in the warning colour, anything else neutral (the spec styles
 * Completed, Pending and Failed; this store has neither Pending nor Failed orders). Filled, so the
 * theme picks a text colour of 4.5:1 on each.
 */
const COLOR: Partial<Record<string, 'success' | 'warning' | 'error'>> = { Completed: 'success', 'Partially Refunded': 'warning', Pending: 'warning', Failed: 'error' };

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return <Chip size="small" label={status} color={COLOR[status] ?? 'default'} data-testid="order-status" />;
}
