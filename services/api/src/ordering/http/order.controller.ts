import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ForbiddenError } from '../../common/app-errors.js';
import { Idempotent } from '../../common/idempotency/idempotent.decorator.js';
import { CurrentUser, SignedIn } from '../../identity/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../identity/auth/authenticated-user.js';
import { PlaceWalletOrderCommand, type PlacedOrder } from '../commands/place-order.command.js';
import { CreateOrderDto } from './dto/create-order.dto.js';
import { orderAnswer } from './order-answer.js';
import { parseOrderLines } from './order-lines.parser.js';

@ApiTags('orders')
@Controller('order')
export class OrderController {
  constructor(private readonly commands: CommandBus) {}

  @Post('create-order')
  @HttpCode(201)
  @SignedIn()
  @Idempotent()
  @ApiConflictResponse({ description: 'Out of stock, insufficient funds, or a promo code that does not apply' })
  @ApiOperation({ summary: 'Buy with the wallet: priced, paid, promo redeemed and keys delivered in one transaction' })
  async createOrder(@Body() body: CreateOrderDto, @CurrentUser() actor: AuthenticatedUser, @Headers('idempotency-key') idempotencyKey?: string) {
    if (body.userId !== actor.id) throw new ForbiddenError('You can only order for yourself');
    const items = parseOrderLines(body.games);
    const order = await this.commands.execute<PlaceWalletOrderCommand, PlacedOrder>(
      new PlaceWalletOrderCommand(actor.id, items, body.promoCode?.trim() || null, { id: actor.id, role: actor.role }, idempotencyKey),
    );
    return orderAnswer(order);
  }
}
