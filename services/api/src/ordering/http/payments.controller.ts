import { Body, Controller, Headers } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ForbiddenError } from '../../common/app-errors.js';
import { Route } from '../../common/contract/route.decorator.js';
import type { BodyOf } from '../../common/contract/route-contract.js';
import { CurrentUser } from '../../identity/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../identity/auth/authenticated-user.js';
import { PlaceCardOrderCommand } from '../commands/place-card-order.command.js';
import type { PlacedOrder } from '../commands/place-order.command.js';
import { PaymentGateway } from '../payments/payment-gateway.port.js';
import { orderAnswer } from './order-answer.js';
import { createCustomer, processPayment } from './payments.contract.js';

@Controller()
export class PaymentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly gateway: PaymentGateway,
  ) {}

  @Route(createCustomer)
  async createCustomer(@Body() body: BodyOf<typeof createCustomer>, @CurrentUser() actor: AuthenticatedUser) {
    if (body.referenceId !== actor.id) throw new ForbiddenError('You can only create a customer for yourself');
    const id = await this.gateway.createCustomer({
      givenName: body.firstName,
      familyName: body.lastName,
      email: body.email,
      addressLine1: body.addressLine1,
      city: body.city,
      state: body.state || null,
      postalCode: body.postalCode,
      country: 'US',
      referenceId: actor.id,
    });
    return { status: 'success', data: { customer: { id } } };
  }

  @Route(processPayment)
  async process(@Body() body: BodyOf<typeof processPayment>, @CurrentUser() actor: AuthenticatedUser, @Headers('idempotency-key') idempotencyKey?: string) {
    if (body.userId !== actor.id) throw new ForbiddenError('You can only order for yourself');
    const order = await this.commands.execute<PlaceCardOrderCommand, PlacedOrder>(
      new PlaceCardOrderCommand(
        actor.id,
        body.games,
        body.promoCode?.trim() || null,
        { token: body.sourceId, customerId: body.customerId, expectedAmountCents: body.amount, currency: body.currency ?? 'USD' },
        { id: actor.id, role: actor.role },
        idempotencyKey,
      ),
    );
    return orderAnswer(order);
  }
}
