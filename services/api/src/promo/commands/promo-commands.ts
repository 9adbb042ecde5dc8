import type { Actor } from '@keyledger/event-store';
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
