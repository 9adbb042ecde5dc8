import { formatDollars } from '../../common/money/money.js';
import type { OutgoingMail } from '../../identity/mail/mailer.js';
import type { OrderPlaced } from '../domain/order.events.js';
import { escapeHtml } from '../../identity/mail/escape-html.js';
import { orderReference } from '../domain/order-reference.js';

/** transactionId is missing only from mails queued for retry before it was kept (their wallet orders' id ends like it). */
export type ConfirmedOrder = Pick<OrderPlaced['data'], 'lines' | 'subtotalCents' | 'taxCents' | 'promoCode' | 'promoDiscountCents' | 'totalCents' | 'paymentMethod'> &
  Partial<Pick<OrderPlaced['data'], 'transactionId'>>;

/**
 * The confirmation of an order, named by the order number the success screen and the inventory
 * show. It never holds key text: the keys wait in the inventory.
 */
export function orderConfirmationMail(to: string, username: string, orderId: string, order: ConfirmedOrder, inventoryUrl: string): OutgoingMail {
  const reference = orderReference(order.transactionId ?? orderId);
  const lines = order.lines.map((line) => `${line.title} × ${line.quantity}: ${formatDollars(line.lineTotalCents)}`);
  const totals = [
    `Subtotal: ${formatDollars(order.subtotalCents)}`,
    `Tax: ${formatDollars(order.taxCents)}`,
    ...(order.promoDiscountCents > 0 ? [`Promo ${order.promoCode}: -${formatDollars(order.promoDiscountCents)}`] : []),
    `Total: ${formatDollars(order.totalCents)} (${order.paymentMethod === 'wallet' ? 'wallet' : 'card'})`,
  ];
  return {
    to,
    subject: `Your KeyLedger order ${reference}`,
    text: `Hello ${username},\n\nThank you for your order ${reference}.\n\n${lines.join('\n')}\n\n${totals.join('\n')}\n\nYour game keys are in your inventory: ${inventoryUrl}\n`,
    html:
      `<p>Hello ${escapeHtml(username)},</p><p>Thank you for your order ${escapeHtml(reference)}.</p>` +
      `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` +
      `<p>${totals.map(escapeHtml).join('<br>')}</p>` +
      `<p>Your game keys are in your <a href="${escapeHtml(inventoryUrl)}">inventory</a>.</p>`,
  };
}
