import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  EventStore,
  type Actor,
  type AppendResult,
  type AppendToStream,
  type EventMetadataInput,
  type NewEvent,
  type Queryable,
  type RecordedEvent,
  type StreamRead,
  type StreamReadRequest,
} from '@keyledger/event-store';
import { ConflictError, NotFoundError } from '../../common/app-errors.js';
import type { ListingState } from '../../catalogue/domain/listing.decider.js';
import { listingStreamId } from '../../catalogue/domain/listing.events.js';
import { KeyAllocator, OutOfStockError, type AllocatedKey, type KeyPool } from '../../catalogue/key-vault/key-allocator.js';
import { KeyVault } from '../../catalogue/key-vault/key-vault.js';
import { decideRedemption, foldPromo, normalisePromoCode, PROMO_CODE, PromoNotApplicableError, promoStreamId, usablePromo, type PromoEvent, type PromoState } from '../../promo/domain/promo.js';
import { outOfStockMessage } from '../domain/checkout-errors.js';
import { priceOrder, type LineToPrice, type OrderPrice } from '../domain/order-pricing.js';
import { ORDER_CURRENCY, ORDER_PLACED_VERSION, orderStreamId, type KeysDelivered, type OrderEvent, type OrderPlaced, type PaymentCaptured, type PaymentMethod } from '../domain/order.events.js';
import { DecidedStreams } from './decided-streams.js';
import { ListingStates, type ListingRead } from './listing-states.js';
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
  /**
   * The request's metadata (correlation, cause, command) taken when the order was asked for: a
   * batch of orders is written in the context of whichever request started it, so each order's
   * events carry their own (see requestEventMetadata).
   */
  request?: EventMetadataInput | undefined;
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

/** The streams an order's transaction locks (see readsOf). */
export function streamsLockedBy({ order, payment }: OrderEntry): string[] {
  return readsOf(order.cart, order.orderId, payment).map((read) => read.streamId);
}

/**
 * The streams an order locks and reads: its own, its games' listings (read as `listingRead` says;
 * for locking, the stream id is enough), its promo, its payment's.
 */
function readsOf(
  cart: Cart,
  orderId: string,
  payment: OrderPayment,
  listingRead: (gameId: number) => StreamReadRequest = (gameId) => ({ streamId: listingStreamId(gameId) }),
): StreamReadRequest[] {
  return [
    { streamId: orderStreamId(orderId) },
    ...cart.items.map((item) => listingRead(item.gameId)),
    ...(cart.promoCode ? [{ streamId: promoStreamId(cart.promoCode) }] : []),
    ...payment.reads,
  ];
}

/**
 * Unsold keys to read per game: what the orders ask for, together. Read with the streams, before
 * it is known which orders are already placed (a retried order id reads keys it will not take).
 */
function keysWanted(entries: readonly OrderEntry[]): Map<number, number> {
  const wanted = new Map<number, number>();
  for (const { order } of entries) {
    for (const item of order.cart.items) wanted.set(item.gameId, (wanted.get(item.gameId) ?? 0) + item.quantity);
  }
  return wanted;
}

/** Each line's keys from the pool, or the spec's out-of-stock refusal with every key put back. */
function takeKeys(pool: KeyPool, price: OrderPrice): AllocatedKey[][] {
  const taken: AllocatedKey[][] = [];
  for (const line of price.lines) {
    try {
      taken.push(pool.take(line.gameId, line.quantity));
    } catch (error) {
      price.lines.slice(0, taken.length).forEach((earlier, i) => pool.putBack(earlier.gameId, taken[i]!));
      if (error instanceof OutOfStockError) throw new ConflictError(outOfStockMessage(line.title, error.available), { gameId: line.gameId, available: error.available });
      throw error;
    }
  }
  return taken;
}

/** One order of a transaction and how it is paid. */
export interface OrderEntry {
  order: OrderToPlace;
  payment: OrderPayment;
}

/** What became of one order of a transaction: placed (or answered again), or refused. */
export type PlacementOutcome = { placement: Placement; error?: undefined } | { error: unknown; placement?: undefined };

/** How one order was decided inside the transaction; answered once it has committed. */
type Decision =
  | { kind: 'placed'; placed: OrderPlaced['data']; delivered: KeysDelivered['data']; captured: PaymentCaptured['data'] | null; keys: AllocatedKey[]; walletBalanceCents: number | null }
  | { kind: 'stored'; events: readonly RecordedEvent[] }
  | { kind: 'placed-here'; orderId: string }
  | { kind: 'refused'; error: unknown };

/**
 * Placing orders, whatever pays for them: one transaction locks the games, promos, orders and the
 * payments' streams of all its orders; reads them in one snapshot and the games' unsold keys;
 * decides each order in turn against what the orders before it decided (DecidedStreams): prices
 * the lines from the listings (never from the client), checks the promo, lets the payment settle,
 * takes keys; then marks the keys sold and appends every order's OrderPlaced, payment events,
 * KeysDelivered and PromoRedeemed, and the payments' own events, in one statement. A refused order
 * leaves nothing behind and does not affect the others. An order id already placed is answered again.
 */
@Injectable()
export class OrderPlacement {
  private readonly listingStates = new ListingStates();

  constructor(
    private readonly store: EventStore,
    private readonly allocator: KeyAllocator,
    private readonly vault: KeyVault,
  ) {}

  /** One order in a transaction of its own: its refusal is thrown. */
  async place(order: OrderToPlace, payment: OrderPayment): Promise<Placement> {
    const [outcome] = await this.placeAll([{ order, payment }]);
    if (outcome!.error !== undefined) throw outcome!.error;
    return outcome!.placement!;
  }

  /**
   * Several orders in ONE transaction, an outcome for each in the order given. Throws only when
   * the transaction itself fails: then nothing of any of them was written.
   */
  async placeAll(entries: readonly OrderEntry[]): Promise<PlacementOutcome[]> {
    const listings = new Map<number, ListingRead>();
    const listingRead = (gameId: number) => {
      if (!listings.has(gameId)) listings.set(gameId, this.listingStates.read(gameId));
      return listings.get(gameId)!.request;
    };
    const reads = new Map<string, StreamReadRequest>();
    for (const { order, payment } of entries) {
      for (const read of readsOf(order.cart, order.orderId, payment, listingRead)) if (!reads.has(read.streamId)) reads.set(read.streamId, read);
    }
    const now = new Date();
    // Three round trips (the store's clients pipeline; see withTransaction): BEGIN and the locks,
    // then every stream read in one snapshot taken after them and the unsold keys; the key marks
    // and the append; COMMIT.
    const { decisions, append } = await this.store.lockedTransaction([...reads.keys()], async (tx) => {
      // keepSealed: a checkout decides on amounts and ids, never on a reason staff typed (sealed personal data).
      const [streams, pool] = await Promise.all([this.store.readStreams([...reads.values()], { tx, keepSealed: true }), this.allocator.unsold(tx, keysWanted(entries))]);
      const games = this.listingsFrom(listings, streams);
      const view = new DecidedStreams(streams);
      const decisions: Decision[] = [];
      for (const entry of entries) decisions.push(await this.decide(tx, entry, view, games, pool, now));
      const placed = decisions.filter((d) => d.kind === 'placed');
      if (placed.length === 0) return { decisions, append: null };
      const sold = placed.flatMap((d) => d.keys.map((key) => ({ keyId: key.id, orderId: d.placed.orderId })));
      // Under the locks every stream is at the version read: one statement, no replay look-up.
      const [, append] = await Promise.all([
        this.allocator.markSold(tx, sold),
        this.store.append(view.appends(), { tx, streamsLocked: true, metadata: { recordedAt: now.toISOString() } }),
      ]);
      return { decisions, append };
    });
    if (append) this.store.notifyAppended(append);
    const placedHere = new Map<string, PlacedOrder>();
    const outcomes: PlacementOutcome[] = [];
    for (const decision of decisions) {
      try {
        outcomes.push({ placement: await this.answer(decision, append, now, placedHere) });
      } catch (error) {
        outcomes.push({ error: promoRefusal(error) });
      }
    }
    return outcomes;
  }

  /**
   * The order's price as it would be placed now, without locking or taking anything: for a
   * payment that must be authorized before the order's transaction. Refuses what placing would
   * refuse (unknown game, promo, stock).
   */
  async quote(cart: Cart, now = new Date()): Promise<OrderPrice> {
    try {
      const db = this.store.pool;
      const listings = new Map(cart.items.map((item) => [item.gameId, this.listingStates.read(item.gameId)]));
      const reads = await this.store.readStreams([
        ...[...listings.values()].map((listing) => listing.request),
        ...(cart.promoCode ? [{ streamId: promoStreamId(cart.promoCode) }] : []),
      ]);
      const price = this.price(this.listingsFrom(listings, reads), reads, cart, now).price;
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

  /** The games' listing states from the reads made as `listings` said. */
  private listingsFrom(listings: ReadonlyMap<number, ListingRead>, reads: Reads): Map<number, ListingState> {
    return new Map([...listings].map(([gameId, listing]) => [gameId, this.listingStates.stateOf(listing, reads.get(listing.request.streamId)!)]));
  }

  /** Prices the cart from the listings and promo read (never from the client). */
  private price(games: ReadonlyMap<number, ListingState>, reads: Reads, cart: Cart, now: Date): { price: OrderPrice; promo: { state: PromoState; version: number } | null } {
    const lines: LineToPrice[] = [];
    for (const item of cart.items) {
      const state = games.get(item.gameId)!;
      if (!state.listed) throw new NotFoundError(`Game ${item.gameId} is not in the store`);
      lines.push({ gameId: item.gameId, title: state.title, quantity: item.quantity, priceCents: state.priceCents, discountPercent: state.discountPercent });
    }
    const read = cart.promoCode ? reads.get(promoStreamId(cart.promoCode))! : null;
    const promo = read ? { state: foldPromo(read.events as unknown as PromoEvent[]), version: read.currentVersion } : null;
    return { price: priceOrder(lines, promo ? usablePromo(promo.state, now) : null), promo };
  }

  /** One order against the view; a refusal is recorded as its decision and changes nothing. */
  private async decide(tx: Queryable, { order, payment }: OrderEntry, view: DecidedStreams, games: ReadonlyMap<number, ListingState>, pool: KeyPool, now: Date): Promise<Decision> {
    const { orderId, userId, cart, actor } = order;
    const existing = view.reads.get(orderStreamId(orderId))!;
    if (existing.currentVersion > 0) {
      return view.decidedHere(orderStreamId(orderId)) ? { kind: 'placed-here', orderId } : { kind: 'stored', events: existing.events };
    }
    try {
      const { price, promo } = this.price(games, view.reads, cart, now);
      const settlement = await payment.settle(tx, price, view.reads);
      const redeemed = cart.promoCode && promo ? decideRedemption(promo.state, now, { orderId, userId, discountCents: price.promoDiscountCents }) : [];
      const keys = takeKeys(pool, price);

      const deliveries = price.lines.map((line, i) => ({ gameId: line.gameId, keyIds: keys[i]!.map((key) => key.id) }));
      const placed: OrderPlaced = {
        type: 'OrderPlaced',
        schemaVersion: ORDER_PLACED_VERSION,
        data: { orderId, userId, ...price, paymentMethod: settlement.paymentMethod, currency: ORDER_CURRENCY, transactionId: settlement.transactionId },
      };
      const delivered: KeysDelivered = { type: 'KeysDelivered', data: { orderId, userId, deliveries } };
      view.record(
        [
          { streamId: orderStreamId(orderId), expectedVersion: 'no_stream', events: [placed, ...settlement.orderEvents, delivered] as NewEvent[] },
          ...settlement.appends,
          ...(redeemed.length > 0 ? [{ streamId: promoStreamId(cart.promoCode!), expectedVersion: promo!.version, events: redeemed }] : []),
        ],
        { actor, correlationId: order.request?.correlationId ?? randomUUID(), causationId: order.request?.causationId, command: order.request?.command },
      );
      const captured = settlement.orderEvents.find((event): event is PaymentCaptured => event.type === 'PaymentCaptured')?.data ?? null;
      return { kind: 'placed', placed: placed.data, delivered: delivered.data, captured, keys: keys.flat(), walletBalanceCents: settlement.walletBalanceCents };
    } catch (error) {
      return { kind: 'refused', error };
    }
  }

  /** An order's answer once its transaction committed. */
  private async answer(decision: Decision, append: AppendResult | null, now: Date, placedHere: Map<string, PlacedOrder>): Promise<Placement> {
    switch (decision.kind) {
      case 'refused':
        throw decision.error;
      case 'stored':
        return { order: await this.answerAgain(decision.events), replayed: true };
      case 'placed-here':
        // The same order id twice in one transaction: the second is a replay of the first.
        return { order: { ...placedHere.get(decision.orderId)!, walletBalanceCents: null }, replayed: true };
      case 'placed': {
        const masked = this.vault.maskedFrom(decision.keys);
        const order = placedOrderFrom(decision.placed, decision.delivered, now.toISOString(), masked, decision.walletBalanceCents, append!.lastPosition, decision.captured);
        placedHere.set(order.orderId, order);
        return { order, replayed: false };
      }
    }
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
