import { RESERVED_TITLES, type GameFlavor } from './game-flavors.js';
import { GAME_CATEGORY } from './reference-tables.js';
import type { SeededRandom } from './seeded-random.js';
import { slugify } from './slugify.js';

const NUMERALS = ['II', 'III', 'IV', '2', '3'];
/** Flavors whose names carry "X of Y" well ("Crown of Ravenhold"; not "Canal of Millworks"). */
const EPIC = new Set(['scifi', 'fantasy', 'horror', 'war', 'mystery']);

type Pattern = (rng: SeededRandom, flavor: GameFlavor) => string;

function compound(rng: SeededRandom, flavor: GameFlavor): string {
  for (;;) {
    const prefix = rng.pick(flavor.prefixes);
    const suffix = rng.pick(flavor.suffixes);
    if (!prefix.toLowerCase().endsWith(suffix) && !suffix.startsWith(prefix.toLowerCase())) return prefix + suffix;
  }
}

function twoDifferent(rng: SeededRandom, words: readonly string[]): [string, string] {
  const [a, b] = rng.sample(words, 2);
  return [a as string, b as string];
}

/** Each pattern with its weight; together they read like a shelf of real game titles. */
const PATTERNS: readonly [weight: number, pattern: Pattern][] = [
  [24, (rng, f) => `${rng.pick(f.adjectives)} ${rng.pick(f.nouns)}`], // Silent Meridian
  [12, (rng, f) => (EPIC.has(f.key) ? `${rng.pick(f.nouns)} of ${compound(rng, f)}` : `${rng.pick(f.adjectives)} ${compound(rng, f)}`)], // Crown of Ravenhold
  [12, (rng, f) => compound(rng, f)], // Emberfall
  [14, (rng, f) => `${compound(rng, f)}: ${rng.pick(f.subtitles)}`], // Starreach: Cold Orbit
  [9, (rng, f) => `The ${rng.pick(f.adjectives)} ${rng.pick(f.nouns)}`], // The Velvet Alibi
  [7, (rng, f) => `${rng.pick(f.adjectives)} ${rng.pick(f.nouns)} ${rng.pick(NUMERALS)}`], // Apex Drift II
  [6, (rng, f) => `${compound(rng, f)} ${rng.pick(NUMERALS)}`], // Gravemoor 3
  [10, (rng, f) => `${rng.pick(f.nouns)} ${rng.pick(f.closers)}`], // Harbor Tycoon
  [6, (rng, f) => twoDifferent(rng, f.nouns).join(' ')], // Nitro Circuit
];
const TOTAL_WEIGHT = PATTERNS.reduce((sum, [weight]) => sum + weight, 0);

/** One candidate name; the caller makes it unique. */
export function makeGameName(rng: SeededRandom, flavor: GameFlavor): string {
  let roll = rng.next() * TOTAL_WEIGHT;
  for (const [weight, pattern] of PATTERNS) {
    roll -= weight;
    if (roll < 0) return tidy(pattern(rng, flavor));
  }
  return tidy(PATTERNS[0]![1](rng, flavor));
}

/** Drops a doubled word ("Protocol Protocol") that two independent picks can produce. */
function tidy(name: string): string {
  return name.replace(/\b(\w+) \1\b/g, '$1');
}

/** A well-known title, alone or with a subtitle, numeral or "Remastered" after it. */
function isReserved(name: string): boolean {
  const lower = name.toLowerCase();
  for (const title of RESERVED_TITLES) if (lower === title || lower.startsWith(`${title}:`) || lower.startsWith(`${title} `)) return true;
  return false;
}

/** A name no other game has (by slug), marked as remaster, remake or add-on by its category. */
export function uniqueGameName(rng: SeededRandom, flavor: GameFlavor, category: number, taken: ReadonlySet<string>): { name: string; slug: string } {
  for (let attempt = 0; ; attempt++) {
    let name = makeGameName(rng, flavor);
    if (category === GAME_CATEGORY.remaster && !name.includes(':')) name += ' Remastered';
    else if (category === GAME_CATEGORY.remake && !name.includes(':')) name += ' Remake';
    else if (category !== GAME_CATEGORY.mainGame && !name.includes(':')) name += `: ${rng.pick(flavor.subtitles)}`;
    if (attempt > 40) name += ` ${attempt}`;
    const slug = slugify(name);
    if (!taken.has(slug) && !isReserved(name)) return { name, slug };
  }
}
