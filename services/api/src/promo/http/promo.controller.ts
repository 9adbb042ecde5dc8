import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { EventStore } from '@keyledger/event-store';
import { BadRequestError, ConflictError } from '../../common/app-errors.js';
import { centsToDollars, dollarsToCents } from '../../common/money/money.js';
import { AdminOnly, CurrentUser, SignedIn } from '../../identity/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../identity/auth/authenticated-user.js';
import { GuestMessage } from '../../identity/auth/roles.decorator.js';
import { promoDiscountCents } from '../../ordering/domain/order-pricing.js';
import { CreatePromoCommand, DeletePromoCommand } from '../commands/promo-commands.js';
import { foldPromo, normalisePromoCode, PROMO_CODE, PromoNotApplicableError, promoStreamId, usablePromo, type PromoEvent } from '../domain/promo.js';
import { ApplyPromoDto, CreatePromoDto } from './dto/create-promo.dto.js';
import { promoTermsFrom } from './promo-terms.parser.js';
import { PromoList } from './promo-list.js';

@ApiTags('promo')
@Controller('promo')
export class PromoController {
  constructor(
    private readonly commands: CommandBus,
    private readonly store: EventStore,
    private readonly list: PromoList,
  ) {}

  @Get()
  @AdminOnly()
  @ApiOperation({ summary: 'Every promo code with its use count (admin)' })
  async all() {
    return { status: true, promos: await this.list.all() };
  }

  @Post('create')
  @AdminOnly()
  @ApiOperation({ summary: 'Create a promo code (admin); the code is uppercased' })
  async create(@Body() body: CreatePromoDto, @CurrentUser() actor: AuthenticatedUser) {
    const terms = promoTermsFrom(body);
    const position = await this.commands.execute<CreatePromoCommand, number>(new CreatePromoCommand(terms, { id: actor.id, role: actor.role }));
    return { status: true, message: 'Promo code added successfully', code: terms.code, position };
  }

  @Delete(':code')
  @AdminOnly()
  @ApiOperation({ summary: 'Delete a promo code (admin)' })
  async remove(@Param('code') rawCode: string, @CurrentUser() actor: AuthenticatedUser) {
    const code = normalisePromoCode(rawCode);
    if (!PROMO_CODE.test(code)) throw new BadRequestError('Invalid promo code', { status: false });
    const position = await this.commands.execute<DeletePromoCommand, number>(new DeletePromoCommand(code, { id: actor.id, role: actor.role }));
    return { status: true, message: 'Promo code deleted successfully', position };
  }

  @Post('apply')
  @HttpCode(200)
  @SignedIn()
  @GuestMessage('Login to use Promo Code!')
  @ApiOperation({ summary: "What a code takes off the cart's total (checkout applies it again, authoritatively)" })
  async apply(@Body() body: ApplyPromoDto) {
    const code = typeof body.code === 'string' ? normalisePromoCode(body.code) : '';
    if (!code) throw new BadRequestError('Please enter a promo code', { status: false, error: 'Please enter a promo code' });
    const totalCents = dollarsToCents(body.orderTotal);
    if (totalCents === null) throw new BadRequestError('orderTotal must be an amount in dollars', { status: false, error: 'orderTotal must be an amount in dollars' });
    const subtotalCents = body.subtotal === undefined ? totalCents : dollarsToCents(body.subtotal);
    if (subtotalCents === null || subtotalCents > totalCents) throw new BadRequestError('subtotal must be an amount in dollars, at most the total', { status: false });
    try {
      if (!PROMO_CODE.test(code)) throw new PromoNotApplicableError('Invalid promo code', 'unknown');
      const { events } = await this.store.readStream(promoStreamId(code));
      const terms = usablePromo(foldPromo(events as unknown as PromoEvent[]), new Date());
      const discountCents = promoDiscountCents(terms, subtotalCents, totalCents - subtotalCents);
      return {
        status: true,
        promoCode: code,
        discountType: terms.discountType,
        discountValue: terms.discountType === 'fixed' ? centsToDollars(terms.discountValue) : terms.discountValue,
        discount: centsToDollars(discountCents),
        newTotal: centsToDollars(totalCents - discountCents),
      };
    } catch (error) {
      if (error instanceof PromoNotApplicableError) throw new ConflictError(error.message, { status: false, error: error.message, reason: error.reason });
      throw error;
    }
  }
}
