import Chip from '@mui/material/Chip';
import type { KeyStatusLabel } from '../../key-status';

const COLOR = { Active: 'success', Used: 'info', Refunded: 'default', Replaced: 'default' } as const;

export function KeyStatusChip({ label }: { label: KeyStatusLabel }) {
  return <Chip size="small" variant={label === 'Active' || label === 'Used' ? 'filled' : 'outlined'} label={label} color={COLOR[label]} data-testid="order-key-status" />;
}
