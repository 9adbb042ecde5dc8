import { centsToDollars } from '../../common/money/money.js';
import type { PlacedOrder } from '../commands/place-order.command.js';

/** The checkout's answer in dollars: the order, the keys per game (masked), the new balance or the card payment. */
export function orderAnswer(order: PlacedOrder) {
  return {
    status: 'success',
    message: 'Order placed',
    data: {
      order: {
        _id: order.orderId,
        orderId: order.orderId,
        transactionId: order.transactionId,
        createdAt: order.createdAt,
        subtotal: centsToDollars(order.subtotalCents),
        tax: centsToDollars(order.taxCents),
        promoCode: order.promoCode,
        promoDiscount: centsToDollars(order.promoDiscountCents),
        totalAmount: centsToDollars(order.totalCents),
        games: order.keys.map((delivery) => {
          const line = order.lines.find((l) => l.gameId === delivery.gameId)!;
          return {
            gameId: delivery.gameId,
            title: delivery.title,
            quantity: line.quantity,
            price: centsToDollars(line.unitPriceCents),
            gameKeys: delivery.keys,
          };
        }),
      },
      ...(order.walletBalanceCents === null ? {} : { wallet: { balance: centsToDollars(order.walletBalanceCents) } }),
      ...(order.payment === null
        ? {}
        : { payment: { id: order.payment.paymentId, status: 'captured', amount: centsToDollars(order.payment.amountCents), currency: order.payment.currency, card: order.payment.card } }),
    },
    position: order.position,
  };
}
