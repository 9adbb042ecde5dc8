import type { Actor } from '@keyledger/event-store';

/** An admin features a listed game; the game featured before it stops being featured. */
export class FeatureGameCommand {
  constructor(
    readonly gameId: number,
    readonly actor: Actor,
  ) {}
}

export interface FeatureGameResult {
  gameId: number;
  previousGameId: number | null;
  position: number;
}
