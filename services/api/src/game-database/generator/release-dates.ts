import type { ExternalReleaseDate } from '../game-database.records.js';
import type { SeededRandom } from './seeded-random.js';

export const DAY = 86_400;
export const FIRST_RELEASE = Date.UTC(2010, 0, 1) / 1000;
export const LAST_RELEASE = Date.UTC(2025, 8, 30) / 1000;

/** Platforms that did not exist for the whole range: a game older than its launch came later as a port. */
const PLATFORM_LAUNCH: Readonly<Record<number, number>> = {
  48: Date.UTC(2013, 10, 15) / 1000,
  49: Date.UTC(2013, 10, 22) / 1000,
  130: Date.UTC(2017, 2, 3) / 1000,
  167: Date.UTC(2020, 10, 12) / 1000,
  169: Date.UTC(2020, 10, 10) / 1000,
};
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function humanDate(unixSeconds: number): string {
  const date = new Date(unixSeconds * 1000);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/**
 * One release date per platform: the initial date, a later port for some platforms, and for a
 * platform launched after the game, a port some time after that launch.
 */
export function releaseDatesFor(rng: SeededRandom, gameId: number, platforms: readonly number[], initial: number): ExternalReleaseDate[] {
  return platforms.map((platform, n): ExternalReleaseDate => {
    const launch = PLATFORM_LAUNCH[platform] ?? 0;
    let date = initial;
    if (launch > initial) date = launch + rng.int(20, 600) * DAY;
    else if (n > 0 && rng.chance(0.15)) date = initial + rng.int(30, 400) * DAY;
    date = Math.min(date, LAST_RELEASE);
    const day = new Date(date * 1000);
    return { id: gameId * 100 + n + 1, game: gameId, date, human: humanDate(date), platform, y: day.getUTCFullYear(), m: day.getUTCMonth() + 1 };
  });
}
