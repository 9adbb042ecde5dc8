import type { OrderKey } from './purchase-types';

export type KeyStatusLabel = 'Active' | 'Used' | 'Refunded' | 'Replaced' | 'Waiting for approval';

/**
 * A delivered key's state as admins see it: Refunded or Replaced when it was (it is void), Used
 * once its owner has revealed it (spec README, decision 14), else Active; Waiting for approval while
 * a refund of it above the approval threshold waits for a second admin.
 */
export function keyStatusLabel(key: Pick<OrderKey, 'status' | 'isUsed'>): KeyStatusLabel {
  if (key.status === 'refunded') return 'Refunded';
  if (key.status === 'replaced') return 'Replaced';
  if (key.status === 'awaiting-approval') return 'Waiting for approval';
  return key.isUsed ? 'Used' : 'Active';
}
