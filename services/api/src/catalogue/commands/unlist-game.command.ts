import type { Actor } from '@keyledger/event-store';

/** An admin takes a game out of the store (its history and sold keys stay). */
export class UnlistGameCommand {
  constructor(
    readonly gameId: number,
    readonly actor: Actor,
  ) {}
}
