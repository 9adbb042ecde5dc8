import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BadRequestError, ForbiddenError } from '../../common/app-errors.js';
import { Idempotent } from '../../common/idempotency/idempotent.decorator.js';
import { dollarsToCents } from '../../common/money/money.js';
import { CurrentUser, SignedIn } from '../../identity/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../identity/auth/authenticated-user.js';
import { PlaceCardOrderCommand } from '../commands/place-card-order.command.js';
import type { PlacedOrder } from '../commands/place-order.command.js';
import { PaymentGateway } from '../payments/payment-gateway.port.js';
import { CreateCustomerDto } from './dto/create-customer.dto.js';
import { ProcessPaymentDto } from './dto/process-payment.dto.js';
import { orderAnswer } from './order-answer.js';
import { parseOrderLines } from './order-lines.parser.js';

@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly gateway: PaymentGateway,
  ) {}

  @Post('customers')
  @HttpCode(201)
  @SignedIn()
  @ApiOperation({ summary: "The checkout's customer at the payment gateway (referenceId: your own user id)" })
  async createCustomer(@Body() body: CreateCustomerDto, @CurrentUser() actor: AuthenticatedUser) {
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

  @Post('process')
  @HttpCode(201)
  @SignedIn()
  @Idempotent()
  @ApiResponse({ status: 402, description: "The card was declined: the gateway's message; nothing was bought" })
  @ApiConflictResponse({ description: 'Out of stock, a promo code that does not apply, or a total other than the one shown' })
  @ApiOperation({ summary: 'Buy by card: priced by the server, the card authorized, keys delivered, then the charge captured' })
  async process(@Body() body: ProcessPaymentDto, @CurrentUser() actor: AuthenticatedUser, @Headers('idempotency-key') idempotencyKey?: string) {
    if (body.userId !== actor.id) throw new ForbiddenError('You can only order for yourself');
    const items = parseOrderLines(body.games);
    const amountCents = dollarsToCents(body.amount);
    if (amountCents === null) throw new BadRequestError('amount must be the total in dollars, with at most two decimals');
    const order = await this.commands.execute<PlaceCardOrderCommand, PlacedOrder>(
      new PlaceCardOrderCommand(
        actor.id,
        items,
        body.promoCode?.trim() || null,
        { token: body.sourceId, customerId: body.customerId, expectedAmountCents: amountCents, currency: body.currency ?? 'USD' },
        { id: actor.id, role: actor.role },
        idempotencyKey,
      ),
    );
    return orderAnswer(order);
  }
}
