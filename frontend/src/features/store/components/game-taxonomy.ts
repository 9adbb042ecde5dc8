import type { NamedRef } from '../store-types';

/** The catalogue's genres, id to name (spec, section 3). */
export const GENRES: readonly NamedRef[] = [
  { id: 2, name: 'Point-and-click' },
  { id: 4, name: 'Fighting' },
  { id: 5, name: 'Shooter' },
  { id: 7, name: 'Music' },
  { id: 8, name: 'Platform' },
  { id: 9, name: 'Puzzle' },
  { id: 10, name: 'Racing' },
  { id: 11, name: 'Real Time Strategy' },
  { id: 12, name: 'Role-playing' },
  { id: 13, name: 'Simulator' },
  { id: 14, name: 'Sport' },
  { id: 15, name: 'Strategy' },
  { id: 16, name: 'Turn-based strategy' },
  { id: 24, name: 'Tactical' },
  { id: 26, name: 'Quiz-Trivia' },
  { id: 30, name: 'Pinball' },
  { id: 31, name: 'Adventure' },
  { id: 32, name: 'Indie' },
  { id: 33, name: 'Arcade' },
  { id: 34, name: 'Visual Novel' },
  { id: 35, name: 'Card & Board Game' },
  { id: 36, name: 'MOBA' },
];

/** The catalogue's themes, id to name (spec, section 3). */
export const THEMES: readonly NamedRef[] = [
  { id: 1, name: 'Action' },
  { id: 17, name: 'Fantasy' },
  { id: 18, name: 'Science fiction' },
  { id: 19, name: 'Horror' },
  { id: 20, name: 'Thriller' },
  { id: 21, name: 'Survival' },
  { id: 22, name: 'Historical' },
  { id: 23, name: 'Stealth' },
  { id: 27, name: 'Comedy' },
  { id: 28, name: 'Business' },
  { id: 31, name: 'Drama' },
  { id: 32, name: 'Non-fiction' },
  { id: 33, name: 'Sandbox' },
  { id: 34, name: 'Educational' },
  { id: 35, name: 'Kids' },
  { id: 38, name: 'Open-World' },
  { id: 39, name: 'Warfare' },
  { id: 40, name: 'Party' },
  { id: 41, name: '4X' },
  { id: 43, name: 'Mystery' },
];

const byId = (refs: readonly NamedRef[]): ReadonlyMap<number, string> => new Map(refs.map((ref) => [ref.id, ref.name]));
const GENRE_NAMES = byId(GENRES);
const THEME_NAMES = byId(THEMES);

export const genreName = (id: number): string | undefined => GENRE_NAMES.get(id);
export const themeName = (id: number): string | undefined => THEME_NAMES.get(id);

/** A game's theme names, in its own order, leaving out ids the table does not know. */
export const themeNames = (ids: readonly number[]): string[] => ids.flatMap((id) => THEME_NAMES.get(id) ?? []);
