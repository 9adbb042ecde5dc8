import { Body, Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EventStore } from '@keyledger/event-store';
import { BadRequestError, ConflictError } from '../../common/app-errors.js';
import { Route } from '../../common/contract/route.decorator.js';
import type { BodyOf, ParamsOf } from '../../common/contract/route-contract.js';
import { centsToDollars } from '../../common/money/money.js';
import { CurrentUser } from '../../identity/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../identity/auth/authenticated-user.js';
import { promoDiscountCents } from '../../ordering/domain/order-pricing.js';
import { CreatePromoCommand, DeletePromoCommand } from '../commands/promo-commands.js';
import { foldPromo, PROMO_CODE, PromoNotApplicableError, promoStreamId, usablePromo, type PromoEvent } from '../domain/promo.js';
import { applyPromo, createPromo, deletePromo, listPromos } from './promo.contract.js';
import { promoTermsFrom } from './promo-terms.parser.js';
import { PromoList } from './promo-list.js';

@Controller()
export class PromoController {
  constructor(
    private readonly commands: CommandBus,
    private readonly store: EventStore,
    private readonly list: PromoList,
  ) {}

  @Route(listPromos)
  async all() {
    return { status: true, promos: await this.list.all() };
  }

  @Route(createPromo)
  async create(@Body() body: BodyOf<typeof createPromo>, @CurrentUser() actor: AuthenticatedUser) {
    const terms = promoTermsFrom(body);
    const position = await this.commands.execute<CreatePromoCommand, number>(new CreatePromoCommand(terms, { id: actor.id, role: actor.role }));
    return { status: true, message: 'Promo code added successfully', code: terms.code, position };
  }

  @Route(deletePromo)
  async remove(@Param() { code }: ParamsOf<typeof deletePromo>, @CurrentUser() actor: AuthenticatedUser) {
    const position = await this.commands.execute<DeletePromoCommand, number>(new DeletePromoCommand(code, { id: actor.id, role: actor.role }));
    return { status: true, message: 'Promo code deleted successfully', position };
  }

  @Route(applyPromo)
  async apply(@Body() { code, orderTotal: totalCents, subtotal }: BodyOf<typeof applyPromo>) {
    const subtotalCents = subtotal ?? totalCents;
    if (subtotalCents > totalCents) throw new BadRequestError('subtotal must be an amount in dollars, at most the total');
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
      if (error instanceof PromoNotApplicableError) throw new ConflictError(error.message, { error: error.message, reason: error.reason });
      throw error;
    }
  }
}
