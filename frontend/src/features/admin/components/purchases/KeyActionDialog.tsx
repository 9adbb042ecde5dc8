import Alert from '@mui/material/Alert';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useState } from 'react';
import { formatUsd } from '../../../../shared/format/money';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog';
import { ADMIN_TEXTS } from '../../admin-texts';
import { useGetOrderDetailsQuery } from '../../api';
import { useGetRefundRequestsQuery } from '../../refund-requests-api';
import type { KeyActionTarget } from '../../hooks/use-key-action';
import { ReasonField } from './ReasonField';

const TEXTS = ADMIN_TEXTS.purchases;

/** What the shopper paid for the key (its share of the order's total), once the order's detail has answered. */
function usePaidForKey(target: KeyActionTarget | null): number | undefined {
  const { currentData } = useGetOrderDetailsQuery(target?.kind === 'refund' ? target.order._id : skipToken, { refetchOnMountOrArgChange: true });
  const item = currentData?.order.items.find((line) => line.gameId === target?.game.gameId);
  return item?.keys.find((key) => key._id === target?.gameKey.id)?.paid;
}

/** The refund approval threshold (dollars), from the waiting refunds' list, when a refund is chosen. */
function useApprovalThreshold(target: KeyActionTarget | null): number | undefined {
  return useGetRefundRequestsQuery(target?.kind === 'refund' ? undefined : skipToken).currentData?.approvalThreshold;
}

function refundMessage(target: KeyActionTarget, paid: number | undefined, threshold: number | undefined): string {
  const key = `key ${target.gameKey.masked} of ${target.game.title}`;
  const wallet = target.order.paymentInfo.method === 'wallet';
  if (paid !== undefined && threshold !== undefined && paid > threshold) {
    return `Refund ${key}? The ${formatUsd(paid)} the shopper paid for it is above the ${formatUsd(threshold)} approval threshold: the refund is recorded as a request, and paid back to ${wallet ? 'their wallet' : 'their card'} once another admin approves it.`;
  }
  const amount = paid === undefined ? 'What the shopper paid for it' : `The ${formatUsd(paid)} the shopper paid for it`;
  const back = wallet ? 'goes back to their wallet' : 'goes back to the card they paid with';
  return `Refund ${key}? ${amount} ${back}, and the key stops working. This cannot be undone.`;
}

const replaceMessage = (target: KeyActionTarget): string =>
  `Replace key ${target.gameKey.masked} of ${target.game.title}? The key stops working, and the shopper gets a new key of the game from the store's stock, in their inventory and by e-mail. Nothing is charged or refunded.`;

const defaultReason = (target: KeyActionTarget | null) => (target?.kind === 'replace' ? TEXTS.defaultReplacementReason : TEXTS.defaultRefundReason);

/**
 * Asks before a refund or a replacement, saying what it does, with the reason recorded on the
 * order's timeline and told to the shopper (the usual one to start with); a refund of a key the
 * shopper already revealed (Used) says so first, and one above the approval threshold says it will
 * wait for another admin. Cancel has the focus.
 */
export function KeyActionDialog({ target, open, busy, onConfirm, onCancel }: { target: KeyActionTarget | null; open: boolean; busy: boolean; onConfirm(reason: string): void; onCancel(): void }) {
  const paid = usePaidForKey(target);
  const threshold = useApprovalThreshold(target);
  const refund = target?.kind !== 'replace';
  const [reason, setReason] = useState<string>(defaultReason(target));
  // Each chosen key starts from the usual reason of its action.
  useEffect(() => setReason(defaultReason(target)), [target]);
  return (
    <ConfirmDialog
      open={open && target !== null}
      title={refund ? 'Refund Key' : 'Replace Key'}
      message={target ? (refund ? refundMessage(target, paid, threshold) : replaceMessage(target)) : ''}
      confirmLabel={refund ? 'Refund' : 'Replace'}
      busy={busy}
      onConfirm={() => onConfirm(reason.trim() || defaultReason(target))}
      onCancel={onCancel}
    >
      {refund && target?.gameKey.isUsed && (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="used-key-warning">
          {TEXTS.usedKeyWarning}
        </Alert>
      )}
      <ReasonField label="Reason" value={reason} onChange={setReason} helperText="Shown on the order's timeline and in the shopper's e-mail" disabled={busy} testId="key-action-reason" />
    </ConfirmDialog>
  );
}
