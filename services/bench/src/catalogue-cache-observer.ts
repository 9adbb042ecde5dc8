import { importApi, type NestAppLike } from './start-api.js';

/** Store reads by where their answer came from, as counted inside the API. */
export interface CatalogueCacheCounts {
  /** Answered from a kept answer before the application (the store's answer front). */
  aheadOfApp: number;
  /** Reached the application, which found a kept answer. */
  appFromCache: number;
  /** Reached the application, which built the answer (query, JSON, ETag). */
  built: number;
}

export interface CatalogueCacheObserver {
  counts(): CatalogueCacheCounts;
}

export interface AnswerCacheLike {
  peek(key: string): unknown;
  answer(key: string, build: () => Promise<unknown>): Promise<unknown>;
}

/** `later - earlier`, field by field. */
export function countsBetween(earlier: CatalogueCacheCounts, later: CatalogueCacheCounts): CatalogueCacheCounts {
  return { aheadOfApp: later.aheadOfApp - earlier.aheadOfApp, appFromCache: later.appFromCache - earlier.appFromCache, built: later.built - earlier.built };
}

/**
 * Counts where the store's answers come from, by wrapping the API's catalogue answer cache
 * (services/api/src/catalogue/queries/catalogue-answer-cache.ts) on its instance: the answers
 * carry no header that says so. `answer()` looks in the cache (peek) before its first await, so a
 * peek made while it runs is the application's; any other is the answer front's. Null when the
 * API has no such cache (nothing to count: every answer is the application's own).
 */
export async function observeCatalogueCache(app: NestAppLike): Promise<CatalogueCacheObserver | null> {
  let cache: AnswerCacheLike;
  try {
    const { CatalogueAnswerCache } = await importApi('catalogue/queries/catalogue-answer-cache.js');
    cache = app.get<AnswerCacheLike>(CatalogueAnswerCache, { strict: false });
  } catch {
    return null;
  }
  if (typeof cache?.peek !== 'function' || typeof cache.answer !== 'function') return null;
  return countAnswers(cache);
}

/** Wraps `cache`'s peek and answer on the instance to count where each answer came from (see observeCatalogueCache). */
export function countAnswers(cache: AnswerCacheLike): CatalogueCacheObserver {
  const counts: CatalogueCacheCounts = { aheadOfApp: 0, appFromCache: 0, built: 0 };
  const peek = cache.peek.bind(cache);
  const answer = cache.answer.bind(cache);
  let inAnswer = false;
  cache.peek = (key) => {
    const kept = peek(key);
    if (!inAnswer) {
      if (kept) counts.aheadOfApp += 1;
    } else if (kept) counts.appFromCache += 1;
    else counts.built += 1;
    return kept;
  };
  cache.answer = (key, build) => {
    inAnswer = true;
    try {
      return answer(key, build);
    } finally {
      inAnswer = false;
    }
  };
  return { counts: () => ({ ...counts }) };
}
