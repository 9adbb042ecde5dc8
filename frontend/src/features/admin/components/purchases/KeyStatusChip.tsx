import Chip from '@mui/material/Chip';
import type { KeyStatusLabel } from '../../key-status';

const COLOR = { Active: 'success', Used: 'info', Refunded: 'default', Replaced: 'default', 'Waiting for approval': 'warning' } as const;

/** Void keys outlined; the others filled, so the theme picks a text colour of 4.5:1 on each. */
export function KeyStatusChip({ label }: { label: KeyStatusLabel }) {
  return <Chip size="small" variant={label === 'Refunded' || label === 'Replaced' ? 'outlined' : 'filled'} label={label} color={COLOR[label]} data-testid="order-key-status" />;
}
