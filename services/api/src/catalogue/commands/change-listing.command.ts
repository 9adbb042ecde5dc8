import type { Actor } from '@keyledger/event-store';
import type { ChangePrice, SetDiscount } from '../domain/listing.commands.js';

/** An admin changes a listed game's price or discount. */
export class ChangeListingCommand {
  constructor(
    readonly change: ChangePrice | SetDiscount,
    readonly actor: Actor,
  ) {}
}

export interface ChangeListingResult {
  gameId: number;
  /** False when the value was already the same (nothing is recorded). */
  changed: boolean;
  /** The log position written; 0 when nothing was. */
  position: number;
}
