import { formatDollars } from '../../common/money/money.js';
import { escapeHtml } from '../../identity/mail/escape-html.js';
import type { OutgoingMail } from '../../identity/mail/mailer.js';
import { orderReference } from '../../ordering/domain/order-reference.js';

/**
 * What a key-change mail says, as queued from the order's event. `reference` is the order number
 * the shopper was shown (ordering/domain/order-reference.ts); entries queued before it was kept
 * have none, and fall back to the order id's last 6 characters.
 */
export type KeyChange =
  | { kind: 'refunded'; orderId: string; reference?: string; title: string; amountCents: number; method: 'wallet' | 'card'; reason: string }
  | { kind: 'replaced'; orderId: string; reference?: string; title: string; reason: string };

/** The shopper's mail about one of their keys refunded or replaced. It never holds key text: the new key waits in the inventory. */
export function keyChangeMail(to: string, username: string, change: KeyChange, inventoryUrl: string): OutgoingMail {
  const reference = change.reference ?? orderReference(change.orderId);
  const [subject, body] =
    change.kind === 'refunded'
      ? [
          `Refund of ${change.title} (order ${reference})`,
          `We refunded your key for ${change.title} from order ${reference}: ${formatDollars(change.amountCents)} ` +
            (change.method === 'wallet' ? 'is back in your KeyLedger wallet.' : 'goes back to your card; your bank may take a few days to show it.') +
            ' That key no longer works.',
        ]
      : [
          `Your new key for ${change.title} (order ${reference})`,
          `We replaced your key for ${change.title} from order ${reference}. The new key is in your inventory; the old one no longer works.`,
        ];
  const reason = `Reason: ${change.reason}`;
  return {
    to,
    subject,
    text: `Hello ${username},\n\n${body}\n${reason}\n\nYour inventory: ${inventoryUrl}\n`,
    html:
      `<p>Hello ${escapeHtml(username)},</p><p>${escapeHtml(body)}</p><p>${escapeHtml(reason)}</p>` +
      `<p>Your <a href="${escapeHtml(inventoryUrl)}">inventory</a>.</p>`,
  };
}
