import type { Actor } from '@keyledger/event-store';

/** An admin adds keys (typed or from a CSV) to a listed game's pool. */
export class AddKeysCommand {
  constructor(
    readonly gameId: number,
    readonly keys: readonly string[],
    readonly actor: Actor,
  ) {}
}

export interface AddKeysResult {
  gameId: number;
  keysAdded: number;
  position: number;
}
