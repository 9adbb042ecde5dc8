import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '@keyledger/event-store';
import { deterministicUuid } from '../../common/ids/deterministic-uuid.js';
import { checkoutCart, OrderPlacement } from './order-placement.js';
import { PlaceWalletOrderCommand, type PlacedOrder } from './place-order.command.js';
import { walletPayment } from './wallet-payment.js';

/**
 * Wallet checkout as one command in one transaction: the order placement (games, promo, keys)
 * with the wallet as its payment: the balance is checked and WalletDebited appended together with
 * OrderPlaced, KeysDelivered and PromoRedeemed. Any refusal leaves nothing behind.
 */
@CommandHandler(PlaceWalletOrderCommand)
export class PlaceWalletOrderHandler implements ICommandHandler<PlaceWalletOrderCommand, PlacedOrder> {
  constructor(
    private readonly store: EventStore,
    private readonly placement: OrderPlacement,
  ) {}

  async execute(command: PlaceWalletOrderCommand): Promise<PlacedOrder> {
    const orderId = command.idempotencyKey ? deterministicUuid('order', command.userId, command.idempotencyKey) : randomUUID();
    const cart = checkoutCart(command.items, command.promoCode);
    const { order } = await this.placement.place(
      { orderId, userId: command.userId, cart, actor: command.actor },
      walletPayment(command.userId, orderId),
    );
    return order;
  }
}
