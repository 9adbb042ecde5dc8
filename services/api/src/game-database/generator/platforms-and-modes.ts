import type { ExternalMultiplayerMode } from '../game-database.records.js';
import type { GameFlavor } from './game-flavors.js';
import { CONSOLES, LINUX, MAC, MOBILE, PC } from './reference-tables.js';
import type { SeededRandom } from './seeded-random.js';

const PLATFORM_ORDER = [PC, MAC, LINUX, 167, 48, 169, 49, 130, ...MOBILE];
const MULTIPLAYER_ODDS: Readonly<Record<string, number>> = {
  arena: 0.9, party: 0.95, sport: 0.8, racing: 0.7, war: 0.5, scifi: 0.4, fantasy: 0.3, builder: 0.2, horror: 0.15, puzzle: 0.15, mystery: 0.05,
};

/** PC (sometimes with Mac and Linux), some consoles, mobile, by the flavor's odds; at least one. */
export function choosePlatforms(rng: SeededRandom, flavor: GameFlavor): number[] {
  const chosen = new Set<number>();
  const odds = flavor.platformOdds;
  if (rng.chance(odds.pc)) {
    chosen.add(PC);
    if (rng.chance(0.3)) chosen.add(MAC);
    if (rng.chance(0.2)) chosen.add(LINUX);
  }
  if (rng.chance(odds.console)) for (const console of rng.sample(CONSOLES, rng.int(1, CONSOLES.length))) chosen.add(console);
  if (rng.chance(odds.mobile)) for (const mobile of rng.sample(MOBILE, rng.int(1, 2))) chosen.add(mobile);
  if (chosen.size === 0) chosen.add(PC);
  return PLATFORM_ORDER.filter((platform) => chosen.has(platform));
}

/** Single player for most; multiplayer by flavor, some with co-op, split screen, MMO or battle royale. */
export function chooseGameModes(rng: SeededRandom, flavor: GameFlavor, genres: number[]): { modes: number[]; maxPlayers: number } {
  const modes = new Set<number>();
  const soloOdds = flavor.key === 'party' ? 0.5 : flavor.key === 'arena' ? 0.6 : 0.92;
  if (rng.chance(soloOdds)) modes.add(1);
  let maxPlayers = 1;
  if (rng.chance(MULTIPLAYER_ODDS[flavor.key] ?? 0.3)) {
    modes.add(2);
    maxPlayers = flavor.key === 'party' ? 8 : flavor.key === 'arena' ? 10 : rng.pick([2, 4, 8, 16, 32]);
    if (rng.chance(0.4)) {
      modes.add(3);
      maxPlayers = Math.max(maxPlayers, rng.int(2, 4));
    }
    if (rng.chance(['party', 'racing', 'sport'].includes(flavor.key) ? 0.5 : 0.12)) modes.add(4);
    if (genres.includes(5) && rng.chance(0.15)) {
      modes.add(6);
      maxPlayers = rng.pick([60, 100]);
    } else if (['fantasy', 'scifi'].includes(flavor.key) && rng.chance(0.08)) {
      modes.add(5);
      maxPlayers = 64;
    }
  }
  if (modes.size === 0) modes.add(1);
  return { modes: [...modes].sort((a, b) => a - b), maxPlayers };
}

/** Online and couch details for one or two platforms of a multiplayer game (for some of them). */
export function multiplayerModes(rng: SeededRandom, gameId: number, platforms: number[], modes: number[], maxPlayers: number): ExternalMultiplayerMode[] {
  if (!modes.includes(2) && !modes.includes(3)) return [];
  if (!rng.chance(0.75)) return [];
  const coop = modes.includes(3);
  const split = modes.includes(4);
  return rng.sample(platforms, rng.int(1, Math.min(2, platforms.length))).map((platform, n) => ({
    id: gameId * 100 + n + 1,
    platform,
    onlinemax: maxPlayers,
    offlinemax: split ? Math.min(4, maxPlayers) : 1,
    onlinecoop: coop,
    offlinecoop: coop && split,
    splitscreen: split,
    campaigncoop: coop && rng.chance(0.5),
    dropin: coop && rng.chance(0.6),
  }));
}
