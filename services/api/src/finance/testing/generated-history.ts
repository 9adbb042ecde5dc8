import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { EventStore, NewEvent } from '@keyledger/event-store';
import { ORDER_CURRENCY, ORDER_PLACED_VERSION, orderStreamId } from '../../ordering/domain/order.events.js';
import { priceOrder, type LineToPrice } from '../../ordering/domain/order-pricing.js';
import { promoStreamId } from '../../promo/domain/promo.js';
import { splitTotal } from '../../refunds/domain/refund-split.js';
import { walletStreamId } from '../../wallet/domain/wallet.events.js';

/** Games a generated order may buy: list prices in cents. */
const GAMES = [
  { gameId: 1877, title: 'Cyberpunk 2077', priceCents: 59_99 },
  { gameId: 1942, title: 'The Witcher 3', priceCents: 39_99 },
  { gameId: 7346, title: 'Zelda, "Breath"', priceCents: 9_99 },
];

export interface GeneratedOrder {
  /** Whole days before today (0 = today, up to about three months back) and the minute of that day (UTC). */
  daysAgo: number;
  minute: number;
  lines: Array<{ game: number; quantity: number; discountPercent: number }>;
  promo: { code: string; type: 'percentage' | 'fixed'; value: number } | null;
  card: boolean;
  /** Stored as OrderPlaced version 1 (no currency), as the log before the schema change holds it. */
  version1: boolean;
  /** Keys refunded (indexes into the order's keys) and replaced, later the same or next days. */
  refunds: number[];
  replacements: number[];
  laterDays: number;
}

export interface GeneratedHistory {
  /** Wallet top-ups per shopper (cents), before their orders. */
  topUps: number[];
  orders: Array<GeneratedOrder & { shopper: number }>;
}

const orderArbitrary = fc.record({
  daysAgo: fc.integer({ min: 0, max: 95 }),
  minute: fc.integer({ min: 0, max: 24 * 60 - 1 }),
  lines: fc.uniqueArray(fc.record({ game: fc.integer({ min: 0, max: GAMES.length - 1 }), quantity: fc.integer({ min: 1, max: 3 }), discountPercent: fc.constantFrom(0, 0, 25, 50) }), {
    minLength: 1,
    maxLength: 3,
    selector: (line) => line.game,
  }),
  promo: fc.option(fc.oneof(fc.record({ code: fc.constant('SAVE15'), type: fc.constant('percentage' as const), value: fc.constant(15) }), fc.record({ code: fc.constant('FIVEOFF'), type: fc.constant('fixed' as const), value: fc.constant(5_00) })), { nil: null }),
  card: fc.boolean(),
  version1: fc.boolean(),
  refunds: fc.uniqueArray(fc.integer({ min: 0, max: 8 }), { maxLength: 3 }),
  replacements: fc.uniqueArray(fc.integer({ min: 0, max: 8 }), { maxLength: 2 }),
  laterDays: fc.integer({ min: 0, max: 40 }),
});

/** Histories of a few shoppers: wallet top-ups, orders with sales and promos by card and wallet, refunds and replacements, over months. */
export const historyArbitrary = (shoppers: number): fc.Arbitrary<GeneratedHistory> =>
  fc.record({
    topUps: fc.array(fc.integer({ min: 50_00, max: 900_00 }), { minLength: shoppers, maxLength: shoppers }),
    orders: fc.array(fc.tuple(orderArbitrary, fc.integer({ min: 0, max: shoppers - 1 })).map(([order, shopper]) => ({ ...order, shopper })), { minLength: 1, maxLength: 12 }),
  });

interface WalletMove {
  userId: string;
  type: 'WalletCredited' | 'WalletDebited' | 'WalletRefunded';
  amountCents: number;
  reason: string;
  extra?: Record<string, unknown>;
}

/** An append to make at a moment: events as they are, or a wallet movement whose balance is known only in time order. */
interface Append {
  streamId: string;
  at: Date;
  events?: NewEvent[];
  wallet?: WalletMove;
}

/**
 * Writes a generated history to the log as the commands would have written it (priced by the
 * store's own pricing, refunds split by its own rule, wallets debited and credited with their
 * balances), each event at its generated moment. Returns how many events it appended.
 */
export async function appendHistory(store: EventStore, shopperIds: readonly string[], history: GeneratedHistory, now = Date.now()): Promise<number> {
  const appends: Append[] = [];
  const wallet = (move: WalletMove, at: Date): Append => ({ streamId: walletStreamId(move.userId), at, wallet: move });
  const day = (daysAgo: number, minute: number) => new Date(now - daysAgo * 86_400_000 - (now % 86_400_000) + minute * 60_000);
  const earliest = Math.max(...history.orders.map((order) => order.daysAgo)) + 1;
  history.topUps.forEach((cents, i) => {
    const userId = shopperIds[i]!;
    appends.push(wallet({ userId, type: 'WalletCredited', amountCents: cents, reason: 'Top-up' }, day(earliest, 0)));
  });

  for (const order of history.orders) {
    const userId = shopperIds[order.shopper]!;
    const orderId = randomUUID();
    // Never in the future (today's generated minute may be later than now).
    const placedAt = new Date(Math.min(day(order.daysAgo, order.minute).getTime(), now - 120_000));
    const lines: LineToPrice[] = order.lines.map(({ game, quantity, discountPercent }) => ({ ...GAMES[game]!, quantity, discountPercent }));
    const price = priceOrder(lines, order.promo ? { code: order.promo.code, discountType: order.promo.type, discountValue: order.promo.value } : null);
    const keys = price.lines.flatMap((line) => Array.from({ length: line.quantity }, () => ({ keyId: randomUUID(), gameId: line.gameId, unitPriceCents: line.unitPriceCents, title: line.title })));
    const placedData = { orderId, userId, ...price, paymentMethod: order.card ? 'card' : 'wallet', transactionId: order.card ? `pay_${orderId.slice(0, 8)}` : `wallet-${orderId}` };
    const placed: NewEvent = order.version1
      ? { type: 'OrderPlaced', data: placedData }
      : { type: 'OrderPlaced', schemaVersion: ORDER_PLACED_VERSION, data: { ...placedData, currency: ORDER_CURRENCY } };
    const orderEvents: NewEvent[] = [placed];
    if (order.card) {
      orderEvents.push({ type: 'PaymentCaptured', data: { orderId, userId, paymentId: placedData.transactionId, gateway: 'sandbox', amountCents: price.totalCents, currency: 'USD', card: { brand: 'Visa', last4: '4242' } } });
    }
    orderEvents.push({ type: 'KeysDelivered', data: { orderId, userId, deliveries: price.lines.map((line) => ({ gameId: line.gameId, keyIds: keys.filter((key) => key.gameId === line.gameId).map((key) => key.keyId) })) } });
    appends.push({ streamId: orderStreamId(orderId), events: orderEvents, at: placedAt });
    if (!order.card) appends.push(wallet({ userId, type: 'WalletDebited', amountCents: price.totalCents, reason: 'Order payment', extra: { orderId } }, placedAt));
    if (order.promo) appends.push({ streamId: promoStreamId(order.promo.code), events: [{ type: 'PromoRedeemed', data: { code: order.promo.code, orderId, userId, discountCents: price.promoDiscountCents } }], at: placedAt });

    const paid = splitTotal(price.totalCents, keys);
    const later = new Date(Math.min(now - 1_000, placedAt.getTime() + order.laterDays * 86_400_000 + 60_000));
    const refunded = new Set(order.refunds.filter((i) => i < keys.length));
    for (const index of refunded) {
      const key = keys[index]!;
      const refundId = randomUUID();
      const amountCents = paid.get(key.keyId)!;
      const method = order.card ? 'card' : 'wallet';
      appends.push({
        streamId: orderStreamId(orderId),
        events: [{ type: 'KeyRefunded', data: { orderId, userId, gameId: key.gameId, title: key.title, keyId: key.keyId, refundId, amountCents, method, paymentId: order.card ? placedData.transactionId : null, reason: 'Generated refund' } }],
        at: later,
      });
      if (!order.card && amountCents > 0) appends.push(wallet({ userId, type: 'WalletRefunded', amountCents, reason: 'Generated refund', extra: { orderId, refundId } }, later));
    }
    for (const index of order.replacements.filter((i) => i < keys.length && !refunded.has(i))) {
      const key = keys[index]!;
      appends.push({ streamId: orderStreamId(orderId), events: [{ type: 'KeyReplaced', data: { orderId, userId, gameId: key.gameId, title: key.title, oldKeyId: key.keyId, newKeyId: randomUUID(), reason: 'Generated replacement' } }], at: later });
    }
  }

  // In time order, as they would have happened (a stable sort keeps an order's own appends in
  // their order); wallet balances follow that order, and a wallet short of a payment is topped
  // up just before it.
  appends.sort((a, b) => a.at.getTime() - b.at.getTime());
  const balances = new Map<string, number>();
  let count = 0;
  for (const append of appends) {
    const events = append.events ?? walletEvents(append.wallet!, balances);
    await store.append({ streamId: append.streamId, expectedVersion: 'any', events }, { metadata: { recordedAt: append.at.toISOString(), actor: { id: 'generated-history', role: 'system' } } });
    count += events.length;
  }
  return count;
}

function walletEvents(move: WalletMove, balances: Map<string, number>): NewEvent[] {
  const events: NewEvent[] = [];
  const record = (type: WalletMove['type'], amountCents: number, reason: string, extra: Record<string, unknown> = {}) => {
    const balance = (balances.get(move.userId) ?? 0) + (type === 'WalletDebited' ? -amountCents : amountCents);
    balances.set(move.userId, balance);
    events.push({ type, data: { userId: move.userId, amountCents, reason, ...extra, balanceAfterCents: balance } });
  };
  const short = move.type === 'WalletDebited' ? move.amountCents - (balances.get(move.userId) ?? 0) : 0;
  if (short > 0) record('WalletCredited', short, 'Top-up');
  record(move.type, move.amountCents, move.reason, move.extra);
  return events;
}
