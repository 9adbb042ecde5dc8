import { formatDollars } from '../../common/money/money.js';

/** The spec's words when the wallet cannot pay. */
export const insufficientFundsMessage = (balanceCents: number, totalCents: number) =>
  `Insufficient funds. Your wallet balance (${formatDollars(balanceCents)}) is less than the total (${formatDollars(totalCents)})`;

export const outOfStockMessage = (title: string, available: number) =>
  available === 0 ? `${title} is out of stock` : `Only ${available} ${available === 1 ? 'key' : 'keys'} of ${title} left`;

/** The card total the shopper saw is not what the store would charge (a price or promo changed). */
export const totalChangedMessage = (serverCents: number) =>
  `The order total is now ${formatDollars(serverCents)}. Please review your order and try again.`;

export const FREE_ORDER_BY_CARD_MESSAGE = 'This order is free: choose the wallet to complete it.';
