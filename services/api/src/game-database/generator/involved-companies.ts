import type { NamedRecord } from '../game-database.records.js';
import type { GeneratedInvolvedCompany } from './generate-game-database.js';
import type { SeededRandom } from './seeded-random.js';

/** One or two developers; self-published (the first developer publishes too) or with a separate publisher. */
export function involvedCompanies(rng: SeededRandom, gameId: number, developers: NamedRecord[], publishers: NamedRecord[]): GeneratedInvolvedCompany[] {
  const studios = rng.sample(developers, rng.chance(0.15) ? 2 : 1);
  const selfPublished = rng.chance(0.35);
  const records: GeneratedInvolvedCompany[] = studios.map((studio, n) => ({
    id: gameId * 100 + n + 1,
    game: gameId,
    company: studio.id,
    developer: true,
    publisher: selfPublished && n === 0,
  }));
  if (!selfPublished) {
    records.push({ id: gameId * 100 + records.length + 1, game: gameId, company: rng.pick(publishers).id, developer: false, publisher: true });
  }
  return records;
}
