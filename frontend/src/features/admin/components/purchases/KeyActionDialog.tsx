import { skipToken } from '@reduxjs/toolkit/query/react';
import { formatUsd } from '../../../../shared/format/money';
import { useGetOrderDetailsQuery } from '../../api';
import type { KeyActionTarget } from '../../hooks/use-key-action';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog';

/** What the shopper paid for the key (its share of the order's total), once the order's detail has answered. */
function usePaidForKey(target: KeyActionTarget | null): number | undefined {
  const { currentData } = useGetOrderDetailsQuery(target?.kind === 'refund' ? target.order._id : skipToken, { refetchOnMountOrArgChange: true });
  const item = currentData?.order.items.find((line) => line.gameId === target?.game.gameId);
  return item?.keys.find((key) => key._id === target?.gameKey.id)?.paid;
}

function refundMessage(target: KeyActionTarget, paid: number | undefined): string {
  const amount = paid === undefined ? 'What the shopper paid for it' : `The ${formatUsd(paid)} the shopper paid for it`;
  const back = target.order.paymentInfo.method === 'wallet' ? 'goes back to their wallet' : 'goes back to the card they paid with';
  return `Refund key ${target.gameKey.masked} of ${target.game.title}? ${amount} ${back}, and the key stops working. This cannot be undone.`;
}

const replaceMessage = (target: KeyActionTarget): string =>
  `Replace key ${target.gameKey.masked} of ${target.game.title}? The key stops working, and the shopper gets a new key of the game from the store's stock, in their inventory and by e-mail. Nothing is charged or refunded.`;

/** Asks before a refund or a replacement, saying what it does; Cancel has the focus. */
export function KeyActionDialog({ target, open, busy, onConfirm, onCancel }: { target: KeyActionTarget | null; open: boolean; busy: boolean; onConfirm(): void; onCancel(): void }) {
  const paid = usePaidForKey(target);
  const refund = target?.kind !== 'replace';
  return (
    <ConfirmDialog
      open={open && target !== null}
      title={refund ? 'Refund Key' : 'Replace Key'}
      message={target ? (refund ? refundMessage(target, paid) : replaceMessage(target)) : ''}
      confirmLabel={refund ? 'Refund' : 'Replace'}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
