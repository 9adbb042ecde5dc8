import type { GameFlavor } from './game-flavors.js';
import type { SeededRandom } from './seeded-random.js';

/** Genre id → the noun a summary uses for it. */
const GENRE_NOUNS: Readonly<Record<number, string>> = {
  2: 'point-and-click adventure',
  4: 'fighting game',
  5: 'shooter',
  7: 'rhythm game',
  8: 'platformer',
  9: 'puzzle game',
  10: 'racing game',
  11: 'real-time strategy game',
  12: 'role-playing game',
  13: 'simulation game',
  14: 'sports game',
  15: 'strategy game',
  16: 'turn-based strategy game',
  24: 'tactics game',
  26: 'trivia game',
  30: 'pinball game',
  31: 'adventure',
  32: 'indie game',
  33: 'arcade game',
  34: 'visual novel',
  35: 'card and board game',
  36: 'team arena battler',
};

/** Theme id → the adjective a summary puts before the genre noun. */
const THEME_ADJECTIVES: Readonly<Record<number, string>> = {
  1: 'action-packed',
  17: 'fantasy',
  18: 'science-fiction',
  19: 'horror',
  20: 'tense',
  21: 'survival',
  22: 'historical',
  23: 'stealth',
  27: 'comedic',
  28: 'business',
  31: 'dramatic',
  32: 'true-to-life',
  33: 'sandbox',
  34: 'educational',
  35: 'family-friendly',
  38: 'open-world',
  39: 'war',
  40: 'party',
  41: '4X',
  43: 'mystery',
};

const CLOSING_LINES = [
  'Every choice leaves a mark on the world.',
  'Nothing is quite what it seems.',
  'Allies will be won and lost along the way.',
  'The clock is already ticking.',
  'Some doors, once opened, stay open.',
];

export interface GameTextFacts {
  name: string;
  genres: number[];
  themes: number[];
  gameModes: number[];
  maxPlayers: number;
}

function article(phrase: string): string {
  return /^[aeiou]/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function genrePhrase(rng: SeededRandom, facts: GameTextFacts): string {
  const noun = GENRE_NOUNS[facts.genres.find((g) => g !== 32) ?? facts.genres[0] ?? 31] ?? 'adventure';
  const adjective = THEME_ADJECTIVES[facts.themes[0] ?? 1] ?? '';
  const indie = facts.genres.includes(32) && noun !== 'indie game' && rng.chance(0.5) ? 'indie ' : '';
  return `${adjective} ${indie}${noun}`.trim();
}

function modeSentence(rng: SeededRandom, facts: GameTextFacts): string {
  const modes = facts.gameModes;
  if (modes.includes(6)) return `Drop in with up to ${facts.maxPlayers} players; the last squad standing wins.`;
  if (modes.includes(5)) return 'Join thousands of players in a persistent online world that changes with every season.';
  if (modes.includes(3)) return `Play solo or team up with up to ${facts.maxPlayers - 1} friends in online co-op.`;
  if (modes.includes(4)) return 'Split-screen lets a friend join on the same couch.';
  if (modes.includes(2)) return `Face up to ${facts.maxPlayers} players online in ranked and casual matches.`;
  return `A campaign of around ${rng.int(6, 60)} hours awaits.`;
}

/** The store-page summary: what kind of game it is, where it is set, what you do. */
export function writeSummary(rng: SeededRandom, flavor: GameFlavor, facts: GameTextFacts): string {
  const [first, second] = rng.sample(flavor.activities, 2) as [string, string];
  const setting = rng.pick(flavor.settings);
  const phrase = genrePhrase(rng, facts);
  const modes = modeSentence(rng, facts);
  switch (rng.int(0, 2)) {
    case 0:
      return `${facts.name} is ${article(phrase)} set in ${setting}. ${capitalize(first)}, ${second}, and find your own way through. ${modes}`;
    case 1:
      return `Set in ${setting}, ${facts.name} is ${article(phrase)} where you ${first} and ${second}. ${modes}`;
    default:
      return `${capitalize(first)} and ${second} in ${facts.name}, ${article(phrase)} set in ${setting}. ${modes}`;
  }
}

/** The longer story text the game page shows on its Overview tab. */
export function writeStoryline(rng: SeededRandom, flavor: GameFlavor): string {
  const hero = rng.pick(flavor.heroes);
  const event = rng.pick(flavor.events);
  const goal = rng.pick(flavor.goals);
  const threat = rng.pick(flavor.threats);
  const setting = rng.pick(flavor.settings);
  const closing = rng.pick(CLOSING_LINES);
  switch (rng.int(0, 2)) {
    case 0:
      return `When ${event}, ${hero} must ${goal}. Standing in the way: ${threat}. ${closing}`;
    case 1:
      return `${capitalize(hero)} never planned to ${goal}. But after ${event}, no one else is left to stand against ${threat}. ${closing}`;
    default:
      return `In ${setting}, ${hero} sets out to ${goal}, but ${threat} has other plans. ${closing}`;
  }
}
