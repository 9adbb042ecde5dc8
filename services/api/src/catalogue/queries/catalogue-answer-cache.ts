import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { LruCache } from '../../common/cache/lru-cache.js';
import { KeptBody } from '../../common/http/compression/kept-body.js';
import { ProjectionsService } from '../../projections/projections.service.js';
import { CATALOGUE_PROJECTION } from '../projections/catalogue.projection.js';

const MAX_ENTRIES = 1_000;
const MAX_BYTES = 32 * 1024 * 1024;
/** Answers mention whether a game is new (listed within 30 days), so none lives long. */
const MAX_AGE_MS = 30_000;

export interface CachedAnswer {
  /** The answer's JSON, encoded once (and compressed once per coding that clients ask for). */
  body: KeptBody;
  /** A strong validator of the JSON, sent as ETag (in every coding) and compared with If-None-Match. */
  etag: string;
  madeAt: number;
}

/**
 * Serialized store answers, valid for as long as the catalogue read model has not moved: the
 * cache is emptied whenever the catalogue projection's checkpoint changes, so it never answers
 * anything older than the read model itself would. Saves the query, the JSON encoding and the
 * ETag hashing on the storefront's hottest reads (served ahead of the application by storeAnswerFront; see the catalogue benchmark in docs/benchmarks.md).
 */
@Injectable()
export class CatalogueAnswerCache {
  private readonly answers = new LruCache<string, CachedAnswer>(MAX_ENTRIES, MAX_BYTES, (answer) => answer.body.bytes.length);
  private checkpointSeen: string | null = null;

  constructor(private readonly projections: ProjectionsService) {}

  /** The cached answer under `key` if it is still current, else null (nothing is built). */
  peek(key: string): CachedAnswer | null {
    this.dropIfStale();
    const cached = this.answers.get(key);
    return cached && Date.now() - cached.madeAt < MAX_AGE_MS ? cached : null;
  }

  /** The cached answer under `key`, or `build()`'s answer serialized (and kept while current). */
  async answer(key: string, build: () => Promise<unknown>): Promise<CachedAnswer> {
    const cached = this.peek(key);
    if (cached) return cached;
    const checkpoint = this.checkpointSeen;
    const body = Buffer.from(JSON.stringify(await build()));
    const made: CachedAnswer = { body: new KeptBody(body), etag: `"${createHash('sha1').update(body).digest('base64url')}"`, madeAt: Date.now() };
    // Only keep it if the read model did not move while it was being built.
    if (this.currentCheckpoint() === checkpoint) this.answers.set(key, made);
    return made;
  }

  private dropIfStale(): void {
    const checkpoint = this.currentCheckpoint();
    if (checkpoint !== this.checkpointSeen) {
      this.answers.clear();
      this.checkpointSeen = checkpoint;
    }
  }

  private currentCheckpoint(): string {
    // With Kafka a batch may apply events behind the furthest checkpoint: the count moves anyway.
    const { checkpoint, eventsApplied } = this.projections.runner(CATALOGUE_PROJECTION).status();
    return `${checkpoint.transactionId}:${checkpoint.position}:${eventsApplied}`;
  }
}
