import { useRef, useState } from 'react';
import { newIdempotencyKey } from '../../../shared/api/idempotency';
import { ADMIN_TEXTS } from '../admin-texts';
import { useRefundKeyMutation, useReplaceKeyMutation } from '../api';
import type { ListedOrder, OrderGame, OrderKey, OrdersQuery, RefundAnswer } from '../purchase-types';
import { useAdminAction } from './use-admin-action';

export type KeyActionKind = 'refund' | 'replace';

/** What a key action needs of the order, the game and the key (the Purchases list and Order Management both have it). */
export type KeyActionOrder = Pick<ListedOrder, '_id'> & { paymentInfo: Pick<ListedOrder['paymentInfo'], 'method'> };
export type KeyActionGame = Pick<OrderGame, 'gameId' | 'title'>;
export type KeyActionKey = Pick<OrderKey, 'id' | 'masked' | 'isUsed'>;

/** The key an admin chose to refund or replace, with its own Idempotency-Key. */
export interface KeyActionTarget {
  kind: KeyActionKind;
  order: KeyActionOrder;
  game: KeyActionGame;
  gameKey: KeyActionKey;
  idempotencyKey: string;
}

const TEXTS = ADMIN_TEXTS.purchases;

/** Refunded, or (above the approval threshold) recorded and waiting for a second admin. */
const refundToast = (answer: RefundAnswer) =>
  answer.data.status === 'awaiting-approval' ? { title: TEXTS.refundWaiting, description: TEXTS.refundWaitingHint } : { title: TEXTS.refunded };

/**
 * Refund or Replace on one key: chosen, confirmed in a dialog, carried out once (a second click
 * while the first runs does nothing; a retry carries the same Idempotency-Key), said in a toast;
 * then the list or the order refetches (the mutations' tags), the choice is cleared and `onDone`
 * told whether it worked. `shownIn`: the page of the Purchases list showing the order, which the
 * change waits for; Order Management reads the order itself and passes none.
 */
export function useKeyAction(shownIn?: OrdersQuery, onDone?: (worked: boolean) => void) {
  const [target, setTarget] = useState<KeyActionTarget | null>(null);
  const [open, setOpen] = useState(false);
  const [refund, refunding] = useRefundKeyMutation();
  const [replace, replacing] = useReplaceKeyMutation();
  const act = useAdminAction();
  const running = useRef(false);

  const choose = (kind: KeyActionKind, order: KeyActionOrder, game: KeyActionGame, gameKey: KeyActionKey) => {
    setTarget({ kind, order, game, gameKey, idempotencyKey: newIdempotencyKey() });
    setOpen(true);
  };

  /** `reason`: the admin's words for the record and the shopper's mail (the server's default when blank). */
  const confirm = async (reason: string) => {
    if (!target || running.current) return;
    running.current = true;
    const change = { orderId: target.order._id, gameId: target.game.gameId, keyId: target.gameKey.id, idempotencyKey: target.idempotencyKey, reason, ...(shownIn ? { shownIn } : {}) };
    let worked = false;
    try {
      if (target.kind === 'refund') worked = await act(() => refund(change).unwrap(), { success: refundToast, failure: TEXTS.refundFailed });
      else worked = await act(() => replace(change).unwrap(), { success: TEXTS.replaced, failure: TEXTS.replaceFailed });
    } finally {
      running.current = false;
      setOpen(false);
    }
    onDone?.(worked);
  };

  return {
    /** Kept while the dialog fades out, so its text does not vanish first. */
    target,
    open,
    busy: refunding.isLoading || replacing.isLoading,
    choose,
    cancel: () => setOpen(false),
    confirm,
  };
}
