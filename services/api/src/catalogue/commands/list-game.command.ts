import type { Actor } from '@keyledger/event-store';

/** An admin puts a game from the game database into the store, with its price and first keys. */
export class ListGameCommand {
  constructor(
    readonly gameId: number,
    readonly priceCents: number,
    readonly keys: readonly string[],
    readonly actor: Actor,
  ) {}
}

export interface ListGameResult {
  gameId: number;
  keysAdded: number;
  position: number;
}
