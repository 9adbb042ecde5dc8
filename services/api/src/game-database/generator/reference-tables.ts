import type { NamedRecord } from '../game-database.records.js';

/** Genre id → name, exactly as the product specification lists them. */
export const GENRE_NAMES: Readonly<Record<number, string>> = {
  2: 'Point-and-click',
  4: 'Fighting',
  5: 'Shooter',
  7: 'Music',
  8: 'Platform',
  9: 'Puzzle',
  10: 'Racing',
  11: 'Real Time Strategy',
  12: 'Role-playing',
  13: 'Simulator',
  14: 'Sport',
  15: 'Strategy',
  16: 'Turn-based strategy',
  24: 'Tactical',
  26: 'Quiz-Trivia',
  30: 'Pinball',
  31: 'Adventure',
  32: 'Indie',
  33: 'Arcade',
  34: 'Visual Novel',
  35: 'Card & Board Game',
  36: 'MOBA',
};

/** Theme id → name, exactly as the product specification lists them. */
export const THEME_NAMES: Readonly<Record<number, string>> = {
  1: 'Action',
  17: 'Fantasy',
  18: 'Science fiction',
  19: 'Horror',
  20: 'Thriller',
  21: 'Survival',
  22: 'Historical',
  23: 'Stealth',
  27: 'Comedy',
  28: 'Business',
  31: 'Drama',
  32: 'Non-fiction',
  33: 'Sandbox',
  34: 'Educational',
  35: 'Kids',
  38: 'Open-World',
  39: 'Warfare',
  40: 'Party',
  41: '4X',
  43: 'Mystery',
};

/** Platform id → name. The ids follow the common external game-database numbering. */
export const PLATFORM_NAMES: Readonly<Record<number, string>> = {
  3: 'Linux',
  6: 'PC',
  14: 'Mac',
  34: 'Android',
  39: 'iOS',
  48: 'PlayStation 4',
  49: 'Xbox One',
  130: 'Nintendo Switch',
  167: 'PlayStation 5',
  169: 'Xbox Series X|S',
};

/** Game mode id → name: 1 single player and 2 multiplayer drive the game page's feature tags. */
export const GAME_MODE_NAMES: Readonly<Record<number, string>> = {
  1: 'Single player',
  2: 'Multiplayer',
  3: 'Co-operative',
  4: 'Split screen',
  5: 'Massively Multiplayer Online (MMO)',
  6: 'Battle Royale',
};

/** Game category: 0 is a main game; the others are the usual kinds of add-on or re-release. */
export const GAME_CATEGORY = {
  mainGame: 0,
  dlc: 1,
  expansion: 2,
  standaloneExpansion: 4,
  remake: 8,
  remaster: 9,
} as const;

export const PC = 6;
export const MAC = 14;
export const LINUX = 3;
export const CONSOLES = [48, 49, 130, 167, 169] as const;
export const MOBILE = [34, 39] as const;

export function namedRecords(table: Readonly<Record<number, string>>): NamedRecord[] {
  return Object.entries(table)
    .map(([id, name]) => ({ id: Number(id), name }))
    .sort((a, b) => a.id - b.id);
}
