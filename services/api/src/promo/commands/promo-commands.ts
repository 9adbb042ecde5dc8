import type { Actor } from '@keyledger/event-store';
import type { PromoChangeCommand } from '../domain/promo-change.commands.js';
import type { PromoCreated } from '../domain/promo.js';

export class CreatePromoCommand {
  constructor(
    readonly terms: PromoCreated['data'],
    readonly actor: Actor,
    /** When the command was accepted: a code may not be created already expired. */
    readonly acceptedAt: Date = new Date(),
  ) {}
}

export class DeletePromoCommand {
  constructor(
    readonly code: string,
    readonly actor: Actor,
  ) {}
}

/** An admin's change to a code's terms: deactivate, reactivate, extend its expiry, change its max uses. */
export class ChangePromoCommand {
  constructor(
    readonly change: PromoChangeCommand,
    readonly actor: Actor,
    /** When the command was accepted: an expiry may not be extended into the past. */
    readonly acceptedAt: Date = new Date(),
    readonly idempotencyKey?: string,
  ) {}
}
