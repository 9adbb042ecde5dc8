import { requestEventMetadata } from '../../common/request-context/request-context.js';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { timeOrderedUuid } from '@keyledger/event-store';
import { deterministicUuid } from '../../common/ids/deterministic-uuid.js';
import { CheckoutBatcher } from './checkout-batcher.js';
import { checkoutCart } from './order-placement.js';
import { PlaceWalletOrderCommand, type PlacedOrder } from './place-order.command.js';
import { walletPayment } from './wallet-payment.js';

/**
 * Wallet checkout as one command: the order placement (games, promo, keys) with the wallet as its
 * payment: the balance is checked and WalletDebited appended together with OrderPlaced,
 * KeysDelivered and PromoRedeemed in one transaction (shared with the wallet orders that arrived
 * alongside, see CheckoutBatcher). Any refusal leaves nothing of this order behind.
 */
@CommandHandler(PlaceWalletOrderCommand)
export class PlaceWalletOrderHandler implements ICommandHandler<PlaceWalletOrderCommand, PlacedOrder> {
  constructor(private readonly checkouts: CheckoutBatcher) {}

  async execute(command: PlaceWalletOrderCommand): Promise<PlacedOrder> {
    const orderId = command.idempotencyKey ? deterministicUuid('order', command.userId, command.idempotencyKey) : timeOrderedUuid();
    const cart = checkoutCart(command.items, command.promoCode);
    const { order } = await this.checkouts.place({
      order: { orderId, userId: command.userId, cart, actor: command.actor, request: requestEventMetadata() },
      payment: walletPayment(command.userId, orderId),
    });
    return order;
  }
}
