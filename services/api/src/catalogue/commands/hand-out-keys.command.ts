import type { Actor } from '@keyledger/event-store';

/** An admin downloads a game's unsold keys (recorded as KeysExported: who, when, how many). */
export class ExportKeysCommand {
  constructor(
    readonly gameId: number,
    readonly actor: Actor,
  ) {}
}

export interface ExportedKeys {
  keys: string[];
  position: number;
}

/** An admin shows one key's text (recorded as KeyShownToAdmin). */
export class ShowKeyCommand {
  constructor(
    readonly gameId: number,
    readonly keyId: string,
    readonly actor: Actor,
  ) {}
}

export interface ShownKey {
  keyId: string;
  key: string;
  position: number;
}
