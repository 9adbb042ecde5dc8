import type { Actor } from '@keyledger/event-store';
import type { OrderStatus } from '../domain/order-refunds.js';

/** An admin refunds one delivered key of an order. */
export class RefundKeyCommand {
  constructor(
    readonly orderId: string,
    readonly gameId: number,
    readonly keyId: string,
    readonly reason: string,
    readonly actor: Actor,
    /** The request's Idempotency-Key: the refund's id derives from it, so a retry cannot refund twice. */
    readonly idempotencyKey?: string,
  ) {}
}

export interface RefundResult {
  kind: 'refunded';
  refundId: string;
  orderId: string;
  keyId: string;
  amountCents: number;
  method: 'wallet' | 'card';
  /** The wallet's balance after the credit (wallet orders). */
  walletBalanceCents: number | null;
  orderStatus: OrderStatus;
  position: number;
}

/** A refund above the approval threshold, recorded as requested: it waits for a second admin. */
export interface RefundRequestResult {
  kind: 'requested';
  requestId: string;
  orderId: string;
  keyId: string;
  amountCents: number;
  position: number;
}

/** Another admin approves a waiting refund request: it is paid as a refund is. */
export class ApproveRefundCommand {
  constructor(
    readonly requestId: string,
    readonly reason: string,
    readonly actor: Actor,
    readonly idempotencyKey?: string,
  ) {}
}

/** Another admin declines a waiting refund request: nothing is paid. */
export class DeclineRefundCommand {
  constructor(
    readonly requestId: string,
    readonly reason: string,
    readonly actor: Actor,
    readonly idempotencyKey?: string,
  ) {}
}

export interface RefundDeclineResult {
  requestId: string;
  orderId: string;
  keyId: string;
  position: number;
}

/** An admin replaces one delivered key of an order by the game's next unsold key. */
export class ReplaceKeyCommand {
  constructor(
    readonly orderId: string,
    readonly gameId: number,
    readonly keyId: string,
    readonly reason: string,
    readonly actor: Actor,
    readonly idempotencyKey?: string,
  ) {}
}

export interface ReplacementResult {
  orderId: string;
  oldKeyId: string;
  newKey: { id: string; masked: string };
  position: number;
}
