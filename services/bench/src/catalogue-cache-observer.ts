import { importApi, type NestAppLike } from './start-api.js';

/** Store reads by where their answer came from, as the API's catalogue answer cache counts them. */
export interface CatalogueCacheCounts {
  /** Answered from a kept answer (at most a second behind the read model while it moves). */
  hits: number;
  /** Waited for a build another request had begun. */
  joined: number;
  /** Built by the application (query, JSON, ETag). */
  built: number;
}

export interface CatalogueCacheObserver {
  counts(): CatalogueCacheCounts;
}

interface AnswerCacheLike {
  counts(): { hits: number; builds: number; joined: number };
}

/** `later - earlier`, field by field. */
export function countsBetween(earlier: CatalogueCacheCounts, later: CatalogueCacheCounts): CatalogueCacheCounts {
  return { hits: later.hits - earlier.hits, joined: later.joined - earlier.joined, built: later.built - earlier.built };
}

/**
 * Reads the API's catalogue answer cache's own counts (services/api/src/catalogue/queries/
 * catalogue-answer-cache.ts) on its instance: the answers carry no header that says where they
 * came from. Null when the API has no such cache (every answer is then built).
 */
export async function observeCatalogueCache(app: NestAppLike): Promise<CatalogueCacheObserver | null> {
  let cache: AnswerCacheLike;
  try {
    const { CatalogueAnswerCache } = await importApi('catalogue/queries/catalogue-answer-cache.js');
    cache = app.get<AnswerCacheLike>(CatalogueAnswerCache, { strict: false });
  } catch {
    return null;
  }
  if (typeof cache?.counts !== 'function') return null;
  return {
    counts: () => {
      const { hits, builds, joined } = cache.counts();
      return { hits, joined, built: builds };
    },
  };
}
