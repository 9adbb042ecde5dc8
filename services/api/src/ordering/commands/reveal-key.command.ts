import type { Actor } from '@keyledger/event-store';

/** A shopper reveals the text of a key they bought; the first reveal is recorded. */
export class RevealKeyCommand {
  constructor(
    readonly keyId: string,
    readonly actor: Actor,
  ) {}
}

export interface RevealedKey {
  keyId: string;
  gameId: number;
  orderId: string;
  key: string;
  firstReveal: boolean;
  position: number | null;
}
