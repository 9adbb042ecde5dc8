import { requestEventMetadata } from '../../common/request-context/request-context.js';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore, lockStreams, timeOrderedUuid } from '@keyledger/event-store';
import type { Logger } from 'pino';
import { BadRequestError, ConflictError, ForbiddenError } from '../../common/app-errors.js';
import { deterministicUuid } from '../../common/ids/deterministic-uuid.js';
import { LOGGER } from '../../common/logger.token.js';
import { centsToDollars } from '../../common/money/money.js';
import { FREE_ORDER_BY_CARD_MESSAGE, totalChangedMessage } from '../domain/checkout-errors.js';
import { orderStreamId } from '../domain/order.events.js';
import { paymentStreamId, type PaymentVoided } from '../domain/payment.events.js';
import { PaymentDeclinedError } from '../payments/payment-declined.error.js';
import { PaymentGateway } from '../payments/payment-gateway.port.js';
import { cardPayment, type AuthorizedCharge } from './card-payment.js';
import { checkoutCart, OrderPlacement, type OrderToPlace } from './order-placement.js';
import { PlaceCardOrderCommand } from './place-card-order.command.js';
import type { PlacedOrder } from './place-order.command.js';

export const CUSTOMER_MISSING_MESSAGE = 'Failed to process customer information';
/** How far (in cents) the shopper's total may be from the server's: rounding, not a price change. */
export const AMOUNT_TOLERANCE_CENTS = 1;

/**
 * Card checkout. The gateway is never called inside a database transaction, so:
 * 1. price the cart and check stock and promo without taking anything (refusals cost nothing);
 * 2. authorize the server's total (a decline: 402, nothing written, no key taken);
 * 3. place the order in one transaction: keys, OrderPlaced (card, the payment id as
 *    transactionId), PaymentCaptured, KeysDelivered, PromoRedeemed;
 * 4. capture after the commit; if the order could not be placed (stock or promo gone meanwhile),
 *    record PaymentVoided on `payment-{id}`, void the authorization and answer the refusal.
 * The order id derives from the Idempotency-Key and the gateway's idempotency key from the order
 * id, so a retried request is answered with the first order and the card is charged once.
 */
@CommandHandler(PlaceCardOrderCommand)
export class PlaceCardOrderHandler implements ICommandHandler<PlaceCardOrderCommand, PlacedOrder> {
  constructor(
    private readonly store: EventStore,
    private readonly placement: OrderPlacement,
    private readonly gateway: PaymentGateway,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(command: PlaceCardOrderCommand): Promise<PlacedOrder> {
    const { userId, payment } = command;
    const orderId = command.idempotencyKey ? deterministicUuid('card-order', userId, command.idempotencyKey) : timeOrderedUuid();
    const cart = checkoutCart(command.items, command.promoCode);
    const already = await this.placement.placed(orderId);
    if (already) return this.captured(already);

    const customer = await this.gateway.findCustomer(payment.customerId);
    if (!customer) throw new BadRequestError(CUSTOMER_MISSING_MESSAGE);
    if (customer.referenceId !== userId) throw new ForbiddenError('You can only pay as yourself');

    const price = await this.placement.quote(cart);
    if (price.totalCents === 0) throw new ConflictError(FREE_ORDER_BY_CARD_MESSAGE);
    if (Math.abs(price.totalCents - payment.expectedAmountCents) > AMOUNT_TOLERANCE_CENTS) {
      throw new ConflictError(totalChangedMessage(price.totalCents), { totalAmount: centsToDollars(price.totalCents) });
    }

    const authorization = await this.gateway.authorize({
      token: payment.token,
      customerId: customer.id,
      amountCents: price.totalCents,
      currency: payment.currency,
      idempotencyKey: `order-${orderId}`,
    });
    if (authorization.status === 'declined') throw new PaymentDeclinedError(authorization.reason, authorization.message);
    const charge: AuthorizedCharge = { gateway: this.gateway.name, paymentId: authorization.paymentId, amountCents: price.totalCents, currency: payment.currency, card: authorization.card };

    const order: OrderToPlace = { orderId, userId, cart, actor: command.actor, request: requestEventMetadata() };
    try {
      const placed = await this.placement.place(order, cardPayment({ orderId, userId }, charge));
      return await this.captured(placed.order);
    } catch (error) {
      const placedAfterAll = await this.voidUnlessPlaced(order, charge, error);
      if (placedAfterAll) return this.captured(placedAfterAll);
      throw error;
    }
  }

  /** Captures the order's charge (again: capture is idempotent, so a replay heals a failed one). */
  private async captured(order: PlacedOrder): Promise<PlacedOrder> {
    if (order.payment) {
      try {
        await this.gateway.capture(order.payment.paymentId);
      } catch (error) {
        // The order stands and the authorization holds the money; a retry of the request captures it.
        this.logger.error({ err: error, orderId: order.orderId, paymentId: order.payment.paymentId }, 'card capture failed after the order was placed');
      }
    }
    return order;
  }

  /**
   * The order failed after the card was authorized: record PaymentVoided and void the charge,
   * unless the order is there after all (then its charge stands). Locks the order and payment
   * streams, as placing does, so a void and the order cannot both happen.
   */
  private async voidUnlessPlaced(order: OrderToPlace, charge: AuthorizedCharge, cause: unknown): Promise<PlacedOrder | null> {
    const streamId = paymentStreamId(charge.paymentId);
    const outcome = await this.store.transaction(async (tx) => {
      await lockStreams(tx, [orderStreamId(order.orderId), streamId]);
      const placed = await this.store.readStream(orderStreamId(order.orderId), { tx });
      if (placed.currentVersion > 0) return 'placed' as const;
      const history = await this.store.readStream(streamId, { tx });
      if (history.events.some((event) => event.type === 'PaymentVoided')) return 'voided before' as const;
      const voided: PaymentVoided = {
        type: 'PaymentVoided',
        data: { ...charge, orderId: order.orderId, userId: order.userId, reason: cause instanceof Error ? cause.message : 'The order could not be placed' },
      };
      return this.store.append({ streamId, expectedVersion: history.currentVersion, events: [voided] }, { tx, metadata: { actor: order.actor } });
    });
    if (outcome === 'placed') return this.placement.placed(order.orderId);
    if (outcome !== 'voided before') this.store.notifyAppended(outcome);
    try {
      await this.gateway.void(charge.paymentId);
    } catch (error) {
      // Recorded as voided; an uncaptured authorization also lapses at the provider.
      this.logger.error({ err: error, paymentId: charge.paymentId }, 'voiding a card authorization failed');
    }
    return null;
  }
}
