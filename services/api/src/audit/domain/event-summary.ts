import type { RecordedEvent } from '@keyledger/event-store';
import { formatDollars } from '../../common/money/money.js';

/** What a summary may name beside the event itself: the titles of the order's games. */
export interface SummaryContext {
  titles: ReadonlyMap<number, string>;
}

type Data = Record<string, any>;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const because = (reason: unknown) => (typeof reason === 'string' && reason.trim() ? `: ${reason.trim()}` : '');

/**
 * One line of words for an event of an order's timeline (or any event: unknown types are named).
 * Amounts in dollars; user text (a ticket's subject) is quoted as it is, for the page to show as
 * text. An admin's reason is the entry's own field (metadata), not repeated here.
 */
export function summarizeEvent(event: RecordedEvent, context: SummaryContext): string {
  const d = event.data as Data;
  const title = (gameId: unknown) => context.titles.get(Number(gameId)) ?? `game ${String(gameId)}`;
  switch (event.type) {
    case 'OrderPlaced': {
      const keys = (d.lines as Data[]).reduce((sum, line) => sum + Number(line.quantity), 0);
      const promo = d.promoCode ? `, promo ${d.promoCode} took ${formatDollars(d.promoDiscountCents)} off` : '';
      return `Order placed: ${plural(keys, 'key')} of ${plural((d.lines as Data[]).length, 'game')} for ${formatDollars(d.totalCents)} ${d.currency ?? 'USD'}, paid by ${d.paymentMethod}${promo}`;
    }
    case 'PaymentCaptured':
      return `Card payment of ${formatDollars(d.amountCents)} captured (${d.card?.brand ?? 'card'} ending ${d.card?.last4 ?? '????'})`;
    case 'KeysDelivered': {
      const count = (d.deliveries as Data[]).reduce((sum, delivery) => sum + (delivery.keyIds as string[]).length, 0);
      return `${plural(count, 'key')} delivered`;
    }
    case 'KeyRevealed':
      return `A key of ${title(d.gameId)} was revealed by its owner`;
    case 'KeyRefunded':
      return `A key of ${d.title ?? title(d.gameId)} refunded: ${formatDollars(d.amountCents)} to the ${d.method === 'card' ? 'card' : 'wallet'}`;
    case 'KeyReplaced':
      return `A key of ${d.title ?? title(d.gameId)} replaced by a new key`;
    case 'RefundRequested':
      return `Refund of a key of ${d.title ?? title(d.gameId)} requested: ${formatDollars(d.amountCents)} to the ${d.method === 'card' ? 'card' : 'wallet'}, waiting for a second admin’s approval`;
    case 'RefundApproved':
      return 'Refund request approved by a second admin';
    case 'RefundDeclined':
      return 'Refund request declined by a second admin: nothing refunded, the key stays with the shopper';
    case 'RefundSettled':
      return `Card refund of ${formatDollars(d.amountCents)} paid by the gateway (${d.gatewayRefundId})`;
    case 'WalletDebited':
      return `Wallet debited ${formatDollars(d.amountCents)}, balance after ${formatDollars(d.balanceAfterCents)}`;
    case 'WalletRefunded':
      return `Wallet credited ${formatDollars(d.amountCents)} for a refund, balance after ${formatDollars(d.balanceAfterCents)}`;
    case 'WalletCredited':
      return `Wallet credited ${formatDollars(d.amountCents)}, balance after ${formatDollars(d.balanceAfterCents)}${because(d.reason)}`;
    case 'PromoRedeemed':
      return `Promo code ${d.code} redeemed for ${formatDollars(d.discountCents)} off`;
    case 'TicketOpened':
      return `Support ticket opened: "${d.subject}"`;
    case 'TicketReplied':
      return `${d.senderRole === 'admin' ? 'The merchant' : 'The customer'} replied on the support ticket`;
    case 'TicketStatusChanged':
      return `Support ticket ${d.to === 'closed' ? 'closed' : `set to ${d.to}`} (was ${d.from})`;
    default:
      return event.type.replace(/([a-z])([A-Z])/g, '$1 $2');
  }
}
