import { Inject, Injectable, Optional } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logger.token.js';
import { OrderPlacement, streamsLockedBy, type OrderEntry, type PlacementOutcome } from './order-placement.js';
import type { Placement } from './order-placement.js';

export interface CheckoutBatching {
  /** Orders placed together in one transaction at most. */
  maxOrders: number;
  /** Transactions in flight at once; the orders that arrive meanwhile wait for the next one. */
  maxInFlight: number;
}

export const CHECKOUT_BATCHING = Symbol('CHECKOUT_BATCHING');
export const DEFAULT_CHECKOUT_BATCHING: CheckoutBatching = { maxOrders: 64, maxInFlight: 2 };

interface Waiting {
  entry: OrderEntry;
  /** The streams its transaction will lock. */
  streams: readonly string[];
  resolve(placement: Placement): void;
  reject(error: unknown): void;
}

/**
 * Wallet checkouts placed together: orders that arrive while a checkout transaction is in flight
 * wait and go into the next one, all decided in turn in ONE transaction (OrderPlacement.placeAll).
 * A lone shopper's order starts at once (in a transaction of its own); under load a transaction
 * carries as many orders as arrived during the last one, so the round trips per order fall as
 * load rises, and a hot game's lock is taken once per transaction, not once per order.
 *
 * A second transaction starts beside one in flight only with orders none of whose streams (game,
 * wallet, promo, order) the one in flight holds: an order that would wait for those locks waits
 * here instead, and goes with everything that arrived meanwhile in the next transaction. So the
 * buyers of one hot game form one large transaction after another instead of small ones queued
 * on its lock, while buyers of different games still overlap. Orders on the same stream keep
 * their arrival order: once one is held back, later ones on its streams are held back too.
 *
 * Each order still gets its own answer: one order's refusal is its own. If a transaction fails as
 * a whole (nothing of it written), each of its orders is tried again in a transaction of its own.
 * When a transaction commits, the orders that waited for it start the next one before its answers
 * are given (they had waited a whole transaction; answering takes the event loop a while).
 */
@Injectable()
export class CheckoutBatcher {
  private readonly waiting: Waiting[] = [];
  /** Streams locked by the transactions in flight, with how many of them hold each. */
  private readonly held = new Map<string, number>();
  private inFlight = 0;
  private scheduled = false;
  private startedTransactions = 0;
  private placedTransactions = 0;
  private placedOrders = 0;

  constructor(
    private readonly placement: OrderPlacement,
    @Inject(LOGGER) private readonly logger: Logger,
    @Optional() @Inject(CHECKOUT_BATCHING) private readonly batching: CheckoutBatching = DEFAULT_CHECKOUT_BATCHING,
  ) {}

  place(entry: OrderEntry): Promise<Placement> {
    return new Promise<Placement>((resolve, reject) => {
      this.waiting.push({ entry, streams: streamsLockedBy(entry), resolve, reject });
      this.schedule();
    });
  }

  /**
   * Transactions committed and orders placed through them so far (benchmarks report orders per
   * transaction), and transactions started (committed, failed or in flight).
   */
  stats(): { transactions: number; orders: number; started: number } {
    return { transactions: this.placedTransactions, orders: this.placedOrders, started: this.startedTransactions };
  }

  /** Starts transactions after this turn of the event loop, so that orders arriving together go together. */
  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.batching.maxInFlight || this.waiting.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.startTransactions();
    });
  }

  /** Starts transactions now, while there are free slots and orders that can go. */
  private startTransactions(): void {
    while (this.inFlight < this.batching.maxInFlight) {
      const batch = this.takeBatch();
      if (batch.length === 0) return;
      const streams = [...new Set(batch.flatMap((waiting) => waiting.streams))];
      streams.forEach((id) => this.held.set(id, (this.held.get(id) ?? 0) + 1));
      this.inFlight += 1;
      this.startedTransactions += 1;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        this.inFlight -= 1;
        streams.forEach((id) => (this.held.get(id) === 1 ? this.held.delete(id) : this.held.set(id, this.held.get(id)! - 1)));
        // The orders that waited for this slot waited a whole transaction: they go at once.
        this.startTransactions();
      };
      void this.run(batch, release).finally(release);
    }
  }

  /** The waiting orders (in arrival order, up to maxOrders) that lock no stream held by a transaction in flight. */
  private takeBatch(): Waiting[] {
    const batch: Waiting[] = [];
    const heldBack = new Set<string>();
    const kept: Waiting[] = [];
    for (const waiting of this.waiting) {
      const blocked = batch.length >= this.batching.maxOrders || waiting.streams.some((id) => this.held.has(id) || heldBack.has(id));
      if (blocked) {
        waiting.streams.forEach((id) => heldBack.add(id));
        kept.push(waiting);
      } else {
        batch.push(waiting);
      }
    }
    this.waiting.splice(0, this.waiting.length, ...kept);
    return batch;
  }

  /**
   * Places a batch; `release` frees its slot and starts the next transaction. On success that
   * happens before the answers are given: answering a batch (a response each) keeps the event loop
   * busy for a while, and the next transaction's first statements should not wait behind it.
   */
  private async run(batch: Waiting[], release: () => void): Promise<void> {
    let outcomes: PlacementOutcome[];
    try {
      outcomes = await this.placement.placeAll(batch.map((w) => w.entry));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      // Nothing of the transaction was written: give each order a transaction of its own.
      this.logger.warn({ err: error, orders: batch.length }, 'a checkout transaction failed; placing its orders one by one');
      await Promise.all(batch.map((waiting) => this.run([waiting], () => undefined)));
      return;
    }
    this.placedTransactions += 1;
    this.placedOrders += batch.length;
    release();
    // After this turn: the next transaction's statements are sent first (see coalesceWrites).
    setImmediate(() => outcomes.forEach((outcome, i) => (outcome.error !== undefined ? batch[i]!.reject(outcome.error) : batch[i]!.resolve(outcome.placement!))));
  }
}
