import { Injectable } from '@nestjs/common';
import { LruCache } from '../../common/cache/lru-cache.js';
import { ProjectionsService } from '../../projections/projections.service.js';
import { CATALOGUE_PROJECTION } from '../projections/catalogue.projection.js';

const MAX_ENTRIES = 1_000;
const MAX_BYTES = 32 * 1024 * 1024;
/** Answers mention whether a game is new (listed within 30 days), so none lives long. */
const MAX_AGE_MS = 30_000;

interface CachedAnswer {
  json: string;
  madeAt: number;
}

/**
 * Serialized store answers, valid for as long as the catalogue read model has not moved: the
 * cache is emptied whenever the catalogue projection's checkpoint changes, so it never answers
 * anything older than the read model itself would. Saves the query and the JSON encoding on
 * the storefront's hottest reads (see the catalogue benchmark in docs/benchmarks.md).
 */
@Injectable()
export class CatalogueAnswerCache {
  private readonly answers = new LruCache<string, CachedAnswer>(MAX_ENTRIES, MAX_BYTES, (answer) => answer.json.length * 2);
  private checkpointSeen: string | null = null;

  constructor(private readonly projections: ProjectionsService) {}

  async json(key: string, build: () => Promise<unknown>): Promise<string> {
    const checkpoint = this.currentCheckpoint();
    if (checkpoint !== this.checkpointSeen) {
      this.answers.clear();
      this.checkpointSeen = checkpoint;
    }
    const now = Date.now();
    const cached = this.answers.get(key);
    if (cached && now - cached.madeAt < MAX_AGE_MS) return cached.json;
    const json = JSON.stringify(await build());
    // Only keep it if the read model did not move while it was being built.
    if (this.currentCheckpoint() === checkpoint) this.answers.set(key, { json, madeAt: now });
    return json;
  }

  private currentCheckpoint(): string {
    const { checkpoint } = this.projections.runner(CATALOGUE_PROJECTION).status();
    return `${checkpoint.transactionId}:${checkpoint.position}`;
  }
}
