import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { ProjectionsService } from '../projections/projections.service.js';
import { CheckoutBatcher } from './commands/checkout-batcher.js';
import { OrderPlacement } from './commands/order-placement.js';
import { OrderConfirmationSender } from './confirmation/order-confirmation.sender.js';
import { PlaceCardOrderHandler } from './commands/place-card-order.handler.js';
import { PlaceWalletOrderHandler } from './commands/place-wallet-order.handler.js';
import { RevealKeyHandler } from './commands/reveal-key.handler.js';
import { InventoryController } from './http/inventory.controller.js';
import { OrderController } from './http/order.controller.js';
import { PaymentsController } from './http/payments.controller.js';
import { PaymentGateway } from './payments/payment-gateway.port.js';
import { SandboxCardController } from './payments/sandbox/sandbox-card.controller.js';
import { SandboxPaymentGateway } from './payments/sandbox/sandbox-payment-gateway.js';
import { inventoryProjection, inventoryProjectionSource } from './projections/inventory.projection.js';
import { InventoryReader } from './queries/inventory-reader.js';

/**
 * Checkout (wallet, and card through the PaymentGateway port), key delivery and reveal on
 * `order-{id}` streams, voided card charges on `payment-{id}`, and the inventory read model.
 */
@Module({
  imports: [CatalogueModule],
  controllers: [OrderController, PaymentsController, SandboxCardController, InventoryController],
  providers: [
    OrderPlacement,
    CheckoutBatcher,
    PlaceWalletOrderHandler,
    PlaceCardOrderHandler,
    SandboxPaymentGateway,
    // The card payment gateway: the built-in sandbox; a real provider's adapter replaces it here.
    { provide: PaymentGateway, useExisting: SandboxPaymentGateway },
    RevealKeyHandler,
    InventoryReader,
    OrderConfirmationSender,
  ],
  exports: [PaymentGateway, InventoryReader],
})
export class OrderingModule {
  constructor(projections: ProjectionsService) {
    projections.register(inventoryProjection, inventoryProjectionSource);
  }
}
