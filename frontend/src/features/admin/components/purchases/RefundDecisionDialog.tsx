import { useEffect, useState } from 'react';
import { formatUsd } from '../../../../shared/format/money';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog';
import type { RefundDecisionTarget } from '../../hooks/use-refund-decision';
import { ReasonField } from './ReasonField';

function message({ request, decision }: RefundDecisionTarget): string {
  const what = `the refund of ${formatUsd(request.amount)} for ${request.game.title} (order ${request.orderNumber})`;
  if (decision === 'decline') return `Decline ${what}? Nothing is refunded and the shopper keeps the key. A refund of it can be asked for again later.`;
  const back = request.method === 'wallet' ? 'back to the shopper’s wallet' : 'back to the card they paid with';
  return `Approve ${what}? It is paid at once, ${back}, and the key stops working. This cannot be undone.`;
}

/**
 * Asks before approving or declining a waiting refund, saying what it does, with the reason kept
 * on the order's timeline: optional to approve, required to decline (Decline stays off until one is
 * given). Cancel has the focus.
 */
export function RefundDecisionDialog({ target, open, busy, onConfirm, onCancel }: { target: RefundDecisionTarget | null; open: boolean; busy: boolean; onConfirm(reason: string): void; onCancel(): void }) {
  const [reason, setReason] = useState('');
  // Each choice starts with no reason.
  useEffect(() => setReason(''), [target]);
  const decline = target?.decision === 'decline';
  return (
    <ConfirmDialog
      open={open && target !== null}
      title={decline ? 'Decline Refund' : 'Approve Refund'}
      message={target ? message(target) : ''}
      confirmLabel={decline ? 'Decline' : 'Approve'}
      busy={busy}
      confirmDisabled={decline && reason.trim() === ''}
      onConfirm={() => onConfirm(reason.trim())}
      onCancel={onCancel}
    >
      <ReasonField
        label={decline ? 'Reason (required)' : 'Reason (optional)'}
        value={reason}
        required={decline}
        onChange={setReason}
        helperText="Shown on the order's timeline"
        disabled={busy}
        testId="refund-decision-reason"
      />
    </ConfirmDialog>
  );
}
