import type { NamedRecord } from '../game-database.records.js';
import type { SeededRandom } from './seeded-random.js';

const FIRST = [
  'Bright', 'North', 'Quiet', 'Little', 'Lantern', 'Paper', 'Copper', 'Owl', 'Fox', 'Maple', 'Harbor', 'Cloud', 'Hollow',
  'Salt', 'Stone', 'Glass', 'Kite', 'Orbit', 'Willow', 'Anchor', 'Brass', 'Cobalt', 'Thistle', 'Juniper', 'Marble', 'Tin',
  'Velvet', 'Ferro', 'Amber', 'Cedar',
];
const SECOND = ['fern', 'gale', 'light', 'forge', 'field', 'hill', 'brook', 'spark', 'wave', 'tower', 'peak', 'mark', 'wing'];
const DEVELOPER_KINDS = ['Studios', 'Games', 'Interactive', 'Softworks', 'Labs', 'Collective', 'Workshop', 'Game Studio'];
const PUBLISHER_KINDS = ['Publishing', 'Entertainment', 'Interactive', 'Media', 'Digital'];

/** Real companies the lists could spell by chance. */
const RESERVED = new Set(['bright light studios', 'quiet works', 'stone works', 'little field games', 'hollow works']);

function companyName(rng: SeededRandom, kinds: readonly string[]): string {
  const first = rng.pick(FIRST);
  const second = rng.pick(SECOND);
  const base = rng.chance(0.7) ? first + second : `${first} ${capitalize(second)}`;
  return `${base} ${rng.pick(kinds)}`;
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Developers and publishers with invented names: ids 1..developers, then the publishers. */
export function makeCompanies(rng: SeededRandom, developers: number, publishers: number): { developers: NamedRecord[]; publishers: NamedRecord[] } {
  const taken = new Set<string>();
  const make = (count: number, kinds: readonly string[], firstId: number): NamedRecord[] => {
    const made: NamedRecord[] = [];
    while (made.length < count) {
      const name = companyName(rng, kinds);
      const key = name.toLowerCase();
      const stem = key.replace(/ \S+$/, '');
      if (taken.has(stem) || RESERVED.has(key)) continue;
      taken.add(stem);
      made.push({ id: firstId + made.length, name });
    }
    return made;
  };
  const dev = make(developers, DEVELOPER_KINDS, 1);
  return { developers: dev, publishers: make(publishers, PUBLISHER_KINDS, developers + 1) };
}
