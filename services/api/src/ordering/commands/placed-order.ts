import type { KeysDelivered, OrderPlaced, PaymentCaptured } from '../domain/order.events.js';
import type { PlacedOrder } from './place-order.command.js';

/** The checkout's answer from the order's events (placed, paid by card, delivered) and the keys' masked forms. */
export function placedOrderFrom(
  placed: OrderPlaced['data'],
  delivered: KeysDelivered['data'],
  createdAt: string,
  masked: ReadonlyMap<string, string>,
  walletBalanceCents: number | null,
  position: number,
  captured: PaymentCaptured['data'] | null = null,
): PlacedOrder {
  return {
    orderId: placed.orderId,
    totalCents: placed.totalCents,
    subtotalCents: placed.subtotalCents,
    taxCents: placed.taxCents,
    promoCode: placed.promoCode,
    promoDiscountCents: placed.promoDiscountCents,
    transactionId: placed.transactionId,
    createdAt,
    lines: placed.lines.map(({ gameId, title, quantity, unitPriceCents, lineTotalCents }) => ({ gameId, title, quantity, unitPriceCents, lineTotalCents })),
    keys: delivered.deliveries.map(({ gameId, keyIds }) => ({
      gameId,
      title: placed.lines.find((line) => line.gameId === gameId)?.title ?? '',
      keys: keyIds.map((id) => ({ id, masked: masked.get(id) ?? '' })),
    })),
    walletBalanceCents,
    payment: captured && { paymentId: captured.paymentId, amountCents: captured.amountCents, currency: captured.currency, card: captured.card },
    position,
  };
}
