import { Injectable } from '@nestjs/common';
import {
  acquireStreamLocks,
  EventStore,
  type Actor,
  type AppendResult,
  type AppendToStream,
  type NewEvent,
  type Queryable,
  type RecordedEvent,
  type StreamRead,
  type StreamReadRequest,
} from '@keyledger/event-store';
import { ConflictError, NotFoundError } from '../../common/app-errors.js';
import { foldListing } from '../../catalogue/domain/listing.decider.js';
import { listingStreamId, type ListingEvent } from '../../catalogue/domain/listing.events.js';
import { KeyAllocator, OutOfStockError } from '../../catalogue/key-vault/key-allocator.js';
import { KeyVault } from '../../catalogue/key-vault/key-vault.js';
import { decideRedemption, foldPromo, normalisePromoCode, PROMO_CODE, PromoNotApplicableError, promoStreamId, usablePromo, type PromoEvent, type PromoState } from '../../promo/domain/promo.js';
import { outOfStockMessage } from '../domain/checkout-errors.js';
import { priceOrder, type LineToPrice, type OrderPrice } from '../domain/order-pricing.js';
import { orderStreamId, type KeysDelivered, type OrderEvent, type OrderPlaced, type PaymentCaptured, type PaymentMethod } from '../domain/order.events.js';
import { mergeOrderItems } from './order-items.js';
import { placedOrderFrom } from './placed-order.js';
import type { OrderItem, PlacedOrder } from './place-order.command.js';

/** What a shopper asks to buy, checked: one line per game, the promo code normalised. */
export interface Cart {
  items: OrderItem[];
  promoCode: string | null;
}

export interface OrderToPlace {
  orderId: string;
  userId: string;
  cart: Cart;
  actor: Actor;
}

/** How the order is paid, decided inside the order's transaction. */
export interface Settlement {
  paymentMethod: PaymentMethod;
  transactionId: string;
  /** Order-stream events between OrderPlaced and KeysDelivered (a card's PaymentCaptured). */
  orderEvents: OrderEvent[];
  /** Other streams the payment writes in the same transaction (the wallet's debit). */
  appends: AppendToStream[];
  walletBalanceCents: number | null;
}

/**
 * The part of a checkout that differs by payment method. `settle` runs in the order's
 * transaction once the order is priced and before any key is taken: it refuses by throwing.
 */
export interface OrderPayment {
  /** Streams the payment reads or writes: locked with the games, the promo and the order, and read with them. */
  readonly reads: readonly StreamReadRequest[];
  settle(tx: Queryable, price: OrderPrice, reads: ReadonlyMap<string, StreamRead>): Promise<Settlement>;
}

/** Pricing needs a listing's price, discount and state, not its (large) key-id events. */
const LISTING_READ = { excludeTypes: ['KeysAdded'] } as const;

type Reads = ReadonlyMap<string, StreamRead>;

/** The order was placed now, or had been placed before under the same id (a replay). */
export interface Placement {
  order: PlacedOrder;
  replayed: boolean;
}

/** Lines and promo code as sent → a cart; a malformed promo code is simply not a valid one. */
export function checkoutCart(items: readonly OrderItem[], promoCode: string | null): Cart {
  const code = promoCode ? normalisePromoCode(promoCode) : null;
  if (code !== null && !PROMO_CODE.test(code)) throw new ConflictError('Invalid promo code');
  return { items: mergeOrderItems(items), promoCode: code };
}

const promoRefusal = (error: unknown) =>
  error instanceof PromoNotApplicableError ? new ConflictError(error.message, { reason: error.reason }) : error;

/**
 * Placing an order, whatever pays for it: one transaction locks the games, the promo, the order
 * and the payment's streams; prices the lines from the listings (never from the client); checks
 * the promo; lets the payment settle; takes unsold keys; and appends OrderPlaced, the payment's
 * order events and KeysDelivered (order), PromoRedeemed (promo) and the payment's own events
 * together. Any refusal leaves nothing behind. An order id already placed is answered again.
 */
@Injectable()
export class OrderPlacement {
  constructor(
    private readonly store: EventStore,
    private readonly allocator: KeyAllocator,
    private readonly vault: KeyVault,
  ) {}

  async place(order: OrderToPlace, payment: OrderPayment): Promise<Placement> {
    const { cart, orderId } = order;
    const reads: StreamReadRequest[] = [
      { streamId: orderStreamId(orderId) },
      ...cart.items.map((item) => ({ streamId: listingStreamId(item.gameId), ...LISTING_READ })),
      ...(cart.promoCode ? [{ streamId: promoStreamId(cart.promoCode) }] : []),
      ...payment.reads,
    ];
    try {
      const outcome = await this.store.transaction(async (tx) => {
        // Two statements: the locks, then every stream read in one snapshot taken after them.
        await acquireStreamLocks(tx, reads.map((read) => read.streamId));
        const read = await this.store.readStreams(reads, { tx });
        const existing = read.get(orderStreamId(orderId))!;
        if (existing.currentVersion > 0) return { replayed: existing.events, placed: null };
        return { replayed: null, placed: await this.placeLocked(tx, order, payment, read) };
      });
      if (outcome.placed) {
        this.store.notifyAppended(outcome.placed.append);
        return { order: outcome.placed.order, replayed: false };
      }
      return { order: await this.answerAgain(outcome.replayed), replayed: true };
    } catch (error) {
      throw promoRefusal(error);
    }
  }

  /**
   * The order's price as it would be placed now, without locking or taking anything: for a
   * payment that must be authorized before the order's transaction. Refuses what placing would
   * refuse (unknown game, promo, stock).
   */
  async quote(cart: Cart, now = new Date()): Promise<OrderPrice> {
    try {
      const db = this.store.pool;
      const reads = await this.store.readStreams([
        ...cart.items.map((item) => ({ streamId: listingStreamId(item.gameId), ...LISTING_READ })),
        ...(cart.promoCode ? [{ streamId: promoStreamId(cart.promoCode) }] : []),
      ]);
      const price = this.price(reads, cart, now).price;
      for (const line of price.lines) {
        const stock = await db.query<{ n: string }>("SELECT count(*) AS n FROM game_keys WHERE game_id = $1 AND status = 'available'", [line.gameId]);
        const available = Number(stock.rows[0]!.n);
        if (available < line.quantity) throw new ConflictError(outOfStockMessage(line.title, available), { gameId: line.gameId, available });
      }
      return price;
    } catch (error) {
      throw promoRefusal(error);
    }
  }

  /** The order placed under this id, answered again; null when there is none. */
  async placed(orderId: string): Promise<PlacedOrder | null> {
    const { events } = await this.store.readStream(orderStreamId(orderId));
    return events.some((event) => event.type === 'OrderPlaced') ? this.answerAgain(events) : null;
  }

  /** Prices the cart from the listings and promo read (never from the client). */
  private price(reads: Reads, cart: Cart, now: Date): { price: OrderPrice; promo: { state: PromoState; version: number } | null } {
    const lines: LineToPrice[] = [];
    for (const item of cart.items) {
      const state = foldListing(reads.get(listingStreamId(item.gameId))!.events as unknown as ListingEvent[]);
      if (!state.listed) throw new NotFoundError(`Game ${item.gameId} is not in the store`);
      lines.push({ gameId: item.gameId, title: state.title, quantity: item.quantity, priceCents: state.priceCents, discountPercent: state.discountPercent });
    }
    const read = cart.promoCode ? reads.get(promoStreamId(cart.promoCode))! : null;
    const promo = read ? { state: foldPromo(read.events as unknown as PromoEvent[]), version: read.currentVersion } : null;
    return { price: priceOrder(lines, promo ? usablePromo(promo.state, now) : null), promo };
  }

  private async placeLocked(
    tx: Queryable,
    { orderId, userId, cart, actor }: OrderToPlace,
    payment: OrderPayment,
    reads: Reads,
  ): Promise<{ order: PlacedOrder; append: AppendResult }> {
    const now = new Date();
    const { price, promo } = this.price(reads, cart, now);
    const settlement = await payment.settle(tx, price, reads);

    const deliveries: KeysDelivered['data']['deliveries'] = [];
    const masked = new Map<string, string>();
    for (const line of price.lines) {
      try {
        const taken = await this.allocator.allocate(tx, line.gameId, line.quantity, orderId);
        deliveries.push({ gameId: line.gameId, keyIds: taken.map((key) => key.id) });
        for (const [id, mask] of this.vault.maskedFrom(taken)) masked.set(id, mask);
      } catch (error) {
        if (error instanceof OutOfStockError) throw new ConflictError(outOfStockMessage(line.title, error.available), { gameId: line.gameId, available: error.available });
        throw error;
      }
    }

    const placed: OrderPlaced = {
      type: 'OrderPlaced',
      data: { orderId, userId, ...price, paymentMethod: settlement.paymentMethod, transactionId: settlement.transactionId },
    };
    const delivered: KeysDelivered = { type: 'KeysDelivered', data: { orderId, userId, deliveries } };
    const requests: AppendToStream[] = [
      { streamId: orderStreamId(orderId), expectedVersion: 'no_stream', events: [placed, ...settlement.orderEvents, delivered] as NewEvent[] },
      ...settlement.appends,
    ];
    if (cart.promoCode && promo) {
      const redeemed = decideRedemption(promo.state, now, { orderId, userId, discountCents: price.promoDiscountCents });
      requests.push({ streamId: promoStreamId(cart.promoCode), expectedVersion: promo.version, events: redeemed });
    }
    // The order stream was read empty under its lock: these events are new, no replay look-up needed.
    const append = await this.store.append(requests, { tx, metadata: { actor }, replayCheck: false });
    const captured = settlement.orderEvents.find((event): event is PaymentCaptured => event.type === 'PaymentCaptured')?.data ?? null;
    const order = placedOrderFrom(placed.data, delivered.data, now.toISOString(), masked, settlement.walletBalanceCents, append.lastPosition, captured);
    return { order, append };
  }

  /** The order an id already placed, answered again (a wallet balance is not repeated). */
  private async answerAgain(events: readonly RecordedEvent[]): Promise<PlacedOrder> {
    const placed = events.find((event) => event.type === 'OrderPlaced')!;
    const delivered = events.find((event) => event.type === 'KeysDelivered')!;
    const captured = events.find((event) => event.type === 'PaymentCaptured');
    const data = delivered.data as unknown as KeysDelivered['data'];
    const masked = await this.vault.masked(data.deliveries.flatMap((d) => d.keyIds));
    return placedOrderFrom(
      placed.data as unknown as OrderPlaced['data'],
      data,
      placed.metadata.recordedAt,
      masked,
      null,
      delivered.globalPosition,
      (captured?.data as unknown as PaymentCaptured['data'] | undefined) ?? null,
    );
  }
}
