import { useRef, useState } from 'react';
import { newIdempotencyKey } from '../../../shared/api/idempotency';
import { ADMIN_TEXTS } from '../admin-texts';
import { useRefundKeyMutation, useReplaceKeyMutation } from '../api';
import type { ListedOrder, OrderGame, OrderKey, OrdersQuery } from '../purchase-types';
import { useAdminAction } from './use-admin-action';

export type KeyActionKind = 'refund' | 'replace';

/** The key an admin chose to refund or replace, with its own Idempotency-Key. */
export interface KeyActionTarget {
  kind: KeyActionKind;
  order: ListedOrder;
  game: OrderGame;
  gameKey: OrderKey;
  idempotencyKey: string;
}

const TEXTS = ADMIN_TEXTS.purchases;

/**
 * Refund or Replace on one key: chosen, confirmed in a dialog, carried out once (a second click
 * while the first runs does nothing; a retry carries the same Idempotency-Key), said in a toast;
 * then the list refetches (the mutations' tags) and the choice is cleared.
 */
export function useKeyAction(shownIn: OrdersQuery) {
  const [target, setTarget] = useState<KeyActionTarget | null>(null);
  const [open, setOpen] = useState(false);
  const [refund, refunding] = useRefundKeyMutation();
  const [replace, replacing] = useReplaceKeyMutation();
  const act = useAdminAction();
  const running = useRef(false);

  const choose = (kind: KeyActionKind, order: ListedOrder, game: OrderGame, gameKey: OrderKey) => {
    setTarget({ kind, order, game, gameKey, idempotencyKey: newIdempotencyKey() });
    setOpen(true);
  };

  const confirm = async () => {
    if (!target || running.current) return;
    running.current = true;
    const change = { orderId: target.order._id, gameId: target.game.gameId, keyId: target.gameKey.id, idempotencyKey: target.idempotencyKey, shownIn };
    try {
      if (target.kind === 'refund') await act(() => refund(change).unwrap(), { success: TEXTS.refunded, failure: TEXTS.refundFailed });
      else await act(() => replace(change).unwrap(), { success: TEXTS.replaced, failure: TEXTS.replaceFailed });
    } finally {
      running.current = false;
      setOpen(false);
    }
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
