import type { KeyRefunded, KeyReplaced, OrderEvent, PaymentMethod } from '../../ordering/domain/order.events.js';
import { splitTotal, type OrderKey } from './refund-split.js';

export type KeyStanding = 'active' | 'refunded' | 'replaced';

export interface OrderKeyState {
  gameId: number;
  /** What the shopper paid for this key (a replacement inherits the key it replaced). */
  paidCents: number;
  standing: KeyStanding;
  /** Its owner has seen its text (or it was refunded or replaced): spec README 14's "Used". */
  revealed: boolean;
  /** The key that replaced this one. */
  replacedBy: string | null;
  /** The refund request waiting for a second admin (refund-approval.ts), if any. */
  awaitingApproval: string | null;
}

/** A refund asked for above the approval threshold, and what became of it. */
export interface RefundRequest {
  requestId: string;
  gameId: number;
  keyId: string;
  amountCents: number;
  reason: string;
  requestedBy: string;
  decision: 'approved' | 'declined' | null;
}

export interface RefundableOrder {
  exists: boolean;
  orderId: string;
  userId: string;
  method: PaymentMethod;
  /** The card payment (card orders), null for the wallet. */
  paymentId: string | null;
  totalCents: number;
  refundedCents: number;
  /** Each game's title as the order named it. */
  titles: Map<number, string>;
  keys: Map<string, OrderKeyState>;
  /** Refund requests by id (refund-approval.ts). */
  requests: Map<string, RefundRequest>;
}

export type OrderStatus = 'Completed' | 'Partially Refunded' | 'Refunded';

/** A refund or replacement the order's state does not allow; `kind` says how the API answers it. */
export class RefundRuleError extends Error {
  constructor(
    message: string,
    readonly kind: 'not_found' | 'invalid' | 'conflict' | 'forbidden',
  ) {
    super(message);
    this.name = 'RefundRuleError';
  }
}

/**
 * An order stream's events as what refunds need: each key with what was paid for it and where it
 * stands. The split is fixed when the keys are delivered (splitTotal over the lines in order, each
 * line's keys as delivered), so a later refund always pays the same amount for the same key.
 */
export function foldOrder(events: readonly OrderEvent[]): RefundableOrder {
  const order: RefundableOrder = { exists: false, orderId: '', userId: '', method: 'wallet', paymentId: null, totalCents: 0, refundedCents: 0, titles: new Map(), keys: new Map(), requests: new Map() };
  let lines: Array<{ gameId: number; unitPriceCents: number }> = [];
  const delivered = new Map<number, string[]>();
  const splitDone = () => {
    const keys: OrderKey[] = lines.flatMap((line) => (delivered.get(line.gameId) ?? []).map((keyId) => ({ keyId, gameId: line.gameId, unitPriceCents: line.unitPriceCents })));
    const shares = splitTotal(order.totalCents, keys);
    for (const key of keys) {
      if (!order.keys.has(key.keyId)) order.keys.set(key.keyId, { gameId: key.gameId, paidCents: shares.get(key.keyId)!, standing: 'active', revealed: false, replacedBy: null, awaitingApproval: null });
      else order.keys.get(key.keyId)!.paidCents = shares.get(key.keyId)!;
    }
  };
  for (const event of events) {
    switch (event.type) {
      case 'OrderPlaced':
        Object.assign(order, { exists: true, orderId: event.data.orderId, userId: event.data.userId, method: event.data.paymentMethod, totalCents: event.data.totalCents });
        lines = event.data.lines.map((line) => ({ gameId: line.gameId, unitPriceCents: line.unitPriceCents }));
        order.titles = new Map(event.data.lines.map((line) => [line.gameId, line.title]));
        break;
      case 'PaymentCaptured':
        order.paymentId = event.data.paymentId;
        break;
      case 'KeysDelivered':
        for (const delivery of event.data.deliveries) delivered.set(delivery.gameId, [...(delivered.get(delivery.gameId) ?? []), ...delivery.keyIds]);
        splitDone();
        break;
      case 'KeyRevealed': {
        const key = order.keys.get(event.data.keyId);
        if (key) key.revealed = true;
        break;
      }
      case 'KeyRefunded': {
        const key = order.keys.get(event.data.keyId);
        if (key) Object.assign(key, { standing: 'refunded', revealed: true });
        order.refundedCents += event.data.amountCents;
        break;
      }
      case 'KeyReplaced': {
        const old = order.keys.get(event.data.oldKeyId);
        if (old) {
          Object.assign(old, { standing: 'replaced', revealed: true, replacedBy: event.data.newKeyId });
          order.keys.set(event.data.newKeyId, { gameId: old.gameId, paidCents: old.paidCents, standing: 'active', revealed: false, replacedBy: null, awaitingApproval: null });
        }
        break;
      }
      case 'RefundRequested': {
        const { requestId, gameId, keyId, amountCents, reason, requestedBy } = event.data;
        order.requests.set(requestId, { requestId, gameId, keyId, amountCents, reason, requestedBy, decision: null });
        const key = order.keys.get(keyId);
        if (key) key.awaitingApproval = requestId;
        break;
      }
      case 'RefundApproved':
      case 'RefundDeclined': {
        const request = order.requests.get(event.data.requestId);
        if (request) request.decision = event.type === 'RefundApproved' ? 'approved' : 'declined';
        const key = order.keys.get(event.data.keyId);
        if (key?.awaitingApproval === event.data.requestId) key.awaitingApproval = null;
        break;
      }
      case 'RefundSettled':
        break;
    }
  }
  return order;
}

/** Completed until a key is refunded; Refunded once no key is left in use. */
export function orderStatus(order: RefundableOrder): OrderStatus {
  const standing = [...order.keys.values()].filter((key) => key.standing !== 'replaced');
  const refunded = standing.filter((key) => key.standing === 'refunded').length;
  if (refunded === 0) return 'Completed';
  return refunded === standing.length ? 'Refunded' : 'Partially Refunded';
}

/** The key `keyId` of game `gameId` in the order, still in use; else why not. */
function activeKey(order: RefundableOrder, gameId: number, keyId: string, action: 'refunded' | 'replaced'): OrderKeyState {
  if (!order.exists) throw new RefundRuleError('Order not found', 'not_found');
  const key = order.keys.get(keyId);
  if (!key) throw new RefundRuleError('This key is not in this order', 'not_found');
  if (key.gameId !== gameId) throw new RefundRuleError(`This key is not a key of game ${gameId} in this order`, 'invalid');
  if (key.standing === 'refunded') throw new RefundRuleError(action === 'refunded' ? 'This key was already refunded' : 'This key was refunded and cannot be replaced', 'conflict');
  if (key.standing === 'replaced') throw new RefundRuleError(action === 'replaced' ? 'This key was already replaced' : 'This key was replaced; refund its replacement instead', 'conflict');
  if (key.awaitingApproval) throw new RefundRuleError('A refund of this key is waiting for approval', 'conflict');
  return key;
}

/** The key `keyId` of game `gameId`, if it can be refunded now; else why not. */
export function refundableKey(order: RefundableOrder, gameId: number, keyId: string): OrderKeyState {
  return activeKey(order, gameId, keyId, 'refunded');
}

/** Throws unless the key can be replaced now (before a replacement key is taken for it). */
export function assertReplaceable(order: RefundableOrder, gameId: number, keyId: string): void {
  activeKey(order, gameId, keyId, 'replaced');
}

/** Refunds one key of the order: what was paid for it, by the order's own means of payment. */
export function decideRefund(order: RefundableOrder, command: { gameId: number; keyId: string; refundId: string; reason: string }): KeyRefunded {
  const key = activeKey(order, command.gameId, command.keyId, 'refunded');
  return {
    type: 'KeyRefunded',
    data: {
      orderId: order.orderId,
      userId: order.userId,
      gameId: command.gameId,
      title: order.titles.get(command.gameId) ?? '',
      keyId: command.keyId,
      refundId: command.refundId,
      amountCents: key.paidCents,
      method: order.method,
      paymentId: order.paymentId,
      reason: command.reason,
    },
  };
}

/** Replaces one key of the order by `newKeyId` (the game's next unsold key, which the caller took). */
export function decideReplacement(order: RefundableOrder, command: { gameId: number; keyId: string; newKeyId: string; reason: string }): KeyReplaced {
  activeKey(order, command.gameId, command.keyId, 'replaced');
  if (order.keys.has(command.newKeyId)) throw new RefundRuleError('The new key is already in this order', 'conflict');
  return { type: 'KeyReplaced', data: { orderId: order.orderId, userId: order.userId, gameId: command.gameId, title: order.titles.get(command.gameId) ?? '', oldKeyId: command.keyId, newKeyId: command.newKeyId, reason: command.reason } };
}
