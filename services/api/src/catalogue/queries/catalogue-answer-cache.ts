import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { KeptBody } from '../../common/http/compression/kept-body.js';
import { ProjectionsService } from '../../projections/projections.service.js';
import { CATALOGUE_PROJECTION } from '../projections/catalogue.projection.js';

const MAX_ENTRIES = 1_000;
const MAX_BYTES = 32 * 1024 * 1024;
/**
 * How old an answer may be while the catalogue moves (a sale: every checkout moves the stock
 * counts). Within it a shopper may see a count a second old, which the checkout corrects (it
 * allocates keys under locks, never from this answer); the projection itself follows the log by a
 * moment anyway.
 */
export const MAX_STALE_MS = 1_000;
/** How long an answer lives while the catalogue stands still: answers say whether a game is new (listed within 30 days). */
const MAX_AGE_MS = 30_000;

export interface CachedAnswer {
  /** The answer's JSON, encoded once (and compressed once per coding that clients ask for). */
  body: KeptBody;
  /** A strong validator of the JSON, sent as ETag (in every coding) and compared with If-None-Match. */
  etag: string;
  /** When the build began: the answer shows the read model as of then, or later. */
  madeAt: number;
  /** The catalogue projection's progress when the build began. */
  checkpoint: string;
}

/** What the cache did, since the process started: for the benchmarks and the metrics. */
export interface AnswerCacheCounts {
  /** Answered from a kept answer. */
  hits: number;
  /** Answers built (a query, JSON, an ETag). */
  builds: number;
  /** Requests that waited for a build another request had begun. */
  joined: number;
}

/**
 * Serialized store answers with bounded staleness: an answer is reused while the catalogue
 * projection has not moved since its build began (for up to 30 s), and for at most MAX_STALE_MS
 * when it has, so a sale (checkouts moving the stock counts many times a second) does not turn the
 * cache off, yet nobody is shown anything older than a second behind the read model. One build per
 * key at a time: requests arriving meanwhile share it. Saves the query, the JSON encoding, the ETag
 * hashing and the compression on the storefront's hottest reads.
 */
@Injectable()
export class CatalogueAnswerCache {
  private readonly answers = new LRUCache<string, CachedAnswer>({ max: MAX_ENTRIES, maxSize: MAX_BYTES, sizeCalculation: (answer) => Math.max(1, answer.body.bytes.length) });
  private readonly building = new Map<string, Promise<CachedAnswer>>();
  private readonly tally: AnswerCacheCounts = { hits: 0, builds: 0, joined: 0 };

  constructor(private readonly projections: ProjectionsService) {}

  /** The kept answer under `key` while it may still be given, or `build()`'s answer serialized (and kept). */
  answer(key: string, build: () => Promise<unknown>): Promise<CachedAnswer> | CachedAnswer {
    const kept = this.answers.get(key);
    if (kept && this.stillGood(kept, this.now())) {
      this.tally.hits += 1;
      return kept;
    }
    const pending = this.building.get(key);
    if (pending) {
      this.tally.joined += 1;
      return pending;
    }
    this.tally.builds += 1;
    // Kept once built (a failed build, a 404 or a lost database, keeps nothing), before the build is let go of.
    const made = this.build(build)
      .then((answer) => {
        this.answers.set(key, answer);
        return answer;
      })
      .finally(() => this.building.delete(key));
    this.building.set(key, made);
    return made;
  }

  counts(): AnswerCacheCounts {
    return { ...this.tally };
  }

  /** The clock (a test may set its own). */
  protected now(): number {
    return Date.now();
  }

  private async build(build: () => Promise<unknown>): Promise<CachedAnswer> {
    const madeAt = this.now();
    const checkpoint = this.currentCheckpoint();
    const body = Buffer.from(JSON.stringify(await build()));
    return { body: new KeptBody(body), etag: `"${createHash('sha1').update(body).digest('base64url')}"`, madeAt, checkpoint };
  }

  private stillGood(answer: CachedAnswer, now: number): boolean {
    const age = now - answer.madeAt;
    if (age >= MAX_AGE_MS) return false;
    return age < MAX_STALE_MS || answer.checkpoint === this.currentCheckpoint();
  }

  private currentCheckpoint(): string {
    // With Kafka a batch may apply events behind the furthest checkpoint: the count moves anyway.
    const { checkpoint, eventsApplied } = this.projections.runner(CATALOGUE_PROJECTION).status();
    return `${checkpoint.transactionId}:${checkpoint.position}:${eventsApplied}`;
  }
}
