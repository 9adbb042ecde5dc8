import { Body, Controller, Headers } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ForbiddenError } from '../../common/app-errors.js';
import { Route } from '../../common/contract/route.decorator.js';
import type { BodyOf } from '../../common/contract/route-contract.js';
import { CurrentUser } from '../../identity/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../identity/auth/authenticated-user.js';
import { PlaceWalletOrderCommand, type PlacedOrder } from '../commands/place-order.command.js';
import { orderAnswer } from './order-answer.js';
import { createOrder } from './order.contract.js';

@Controller()
export class OrderController {
  constructor(private readonly commands: CommandBus) {}

  @Route(createOrder)
  async createOrder(@Body() body: BodyOf<typeof createOrder>, @CurrentUser() actor: AuthenticatedUser, @Headers('idempotency-key') idempotencyKey?: string) {
    if (body.userId !== actor.id) throw new ForbiddenError('You can only order for yourself');
    const order = await this.commands.execute<PlaceWalletOrderCommand, PlacedOrder>(
      new PlaceWalletOrderCommand(actor.id, body.games, body.promoCode?.trim() || null, { id: actor.id, role: actor.role }, idempotencyKey),
    );
    return orderAnswer(order);
  }
}
