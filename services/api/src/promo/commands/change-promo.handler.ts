import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore, type NewEvent } from '@keyledger/event-store';
import { decidePromoChange } from '../domain/promo-change.decider.js';
import { foldPromo } from '../domain/promo.js';
import { ChangePromoCommand } from './promo-commands.js';
import { changePromo } from './promo.handlers.js';

/**
 * An admin's change to a code, decided on its locked stream: a checkout redeeming the code at the
 * same time waits for it (or it for the checkout), so a use is always counted against the limit
 * in force when it is made.
 */
@CommandHandler(ChangePromoCommand)
export class ChangePromoHandler implements ICommandHandler<ChangePromoCommand, number> {
  constructor(private readonly store: EventStore) {}

  execute({ change, actor, acceptedAt, idempotencyKey }: ChangePromoCommand): Promise<number> {
    return changePromo(this.store, change.code, actor, (events) => decidePromoChange(change, foldPromo(events), acceptedAt) as NewEvent[], idempotencyKey);
  }
}
