import { Body, Controller, Headers, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EventStore } from '@keyledger/event-store';
import { BadRequestError, ConflictError, NotFoundError } from '../../common/app-errors.js';
import { Route } from '../../common/contract/route.decorator.js';
import type { BodyOf, ParamsOf } from '../../common/contract/route-contract.js';
import { centsToDollars } from '../../common/money/money.js';
import { CurrentUser } from '../../identity/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../identity/auth/authenticated-user.js';
import { promoDiscountCents } from '../../ordering/domain/order-pricing.js';
import { ProjectionsService } from '../../projections/projections.service.js';
import { ChangePromoCommand, CreatePromoCommand, DeletePromoCommand } from '../commands/promo-commands.js';
import type { PromoChangeCommand } from '../domain/promo-change.commands.js';
import { PROMO_CODES_PROJECTION } from '../projections/promo-codes.projection.js';
import { foldPromo, PROMO_CODE, PromoNotApplicableError, promoStreamId, usablePromo, type PromoEvent } from '../domain/promo.js';
import { applyPromo, changePromoMaxUses, createPromo, deactivatePromo, deletePromo, extendPromoExpiry, listPromos, reactivatePromo } from './promo.contract.js';
import { expiryFrom, promoTermsFrom } from './promo-terms.parser.js';

/** How long a change's answer waits for the list to show it (read-after-write). */
const READ_AFTER_WRITE_WAIT_MS = 2_000;
import { PromoList } from './promo-list.js';

@Controller()
export class PromoController {
  constructor(
    private readonly commands: CommandBus,
    private readonly store: EventStore,
    private readonly list: PromoList,
    private readonly projections: ProjectionsService,
  ) {}

  @Route(listPromos)
  async all() {
    return { status: true, promos: await this.list.all() };
  }

  @Route(createPromo)
  async create(@Body() body: BodyOf<typeof createPromo>, @CurrentUser() actor: AuthenticatedUser) {
    const terms = promoTermsFrom(body);
    const position = await this.commands.execute<CreatePromoCommand, number>(new CreatePromoCommand(terms, { id: actor.id, role: actor.role }));
    await this.listShows(position);
    return { status: true, message: 'Promo code added successfully', code: terms.code, position };
  }

  @Route(deletePromo)
  async remove(@Param() { code }: ParamsOf<typeof deletePromo>, @CurrentUser() actor: AuthenticatedUser) {
    const position = await this.commands.execute<DeletePromoCommand, number>(new DeletePromoCommand(code, { id: actor.id, role: actor.role }));
    await this.listShows(position);
    return { status: true, message: 'Promo code deleted successfully', position };
  }

  @Route(deactivatePromo)
  deactivate(@Param() { code }: ParamsOf<typeof deactivatePromo>, @CurrentUser() actor: AuthenticatedUser, @Headers('idempotency-key') key?: string) {
    return this.change({ type: 'DeactivatePromo', code }, actor, key, `Promo code ${code} deactivated`);
  }

  @Route(reactivatePromo)
  reactivate(@Param() { code }: ParamsOf<typeof reactivatePromo>, @CurrentUser() actor: AuthenticatedUser, @Headers('idempotency-key') key?: string) {
    return this.change({ type: 'ReactivatePromo', code }, actor, key, `Promo code ${code} reactivated`);
  }

  @Route(extendPromoExpiry)
  extend(
    @Param() { code }: ParamsOf<typeof extendPromoExpiry>,
    @Body() body: BodyOf<typeof extendPromoExpiry>,
    @CurrentUser() actor: AuthenticatedUser,
    @Headers('idempotency-key') key?: string,
  ) {
    return this.change({ type: 'ExtendPromoExpiry', code, expiresAt: expiryFrom(body.expiryDate) }, actor, key, `Promo code ${code} extended`);
  }

  @Route(changePromoMaxUses)
  maxUses(
    @Param() { code }: ParamsOf<typeof changePromoMaxUses>,
    @Body() body: BodyOf<typeof changePromoMaxUses>,
    @CurrentUser() actor: AuthenticatedUser,
    @Headers('idempotency-key') key?: string,
  ) {
    return this.change({ type: 'ChangePromoMaxUses', code, maxUses: body.maxUses }, actor, key, `Max uses of promo code ${code} changed`);
  }

  /** Runs the change, then answers with the code as the list shows it once the list has it. */
  private async change(change: PromoChangeCommand, actor: AuthenticatedUser, idempotencyKey: string | undefined, message: string) {
    const position = await this.commands.execute<ChangePromoCommand, number>(new ChangePromoCommand(change, { id: actor.id, role: actor.role }, new Date(), idempotencyKey));
    await this.listShows(position);
    const promo = await this.list.one(change.code);
    if (!promo) throw new NotFoundError('Promo code not found');
    return { status: true, message, promo, position };
  }

  /** Read-after-write: the list the admin's page reads next shows the change (at most READ_AFTER_WRITE_WAIT_MS). */
  private async listShows(position: number): Promise<void> {
    await this.projections.runner(PROMO_CODES_PROJECTION).waitForPosition(position, READ_AFTER_WRITE_WAIT_MS);
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
