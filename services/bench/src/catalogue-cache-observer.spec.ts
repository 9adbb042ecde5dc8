import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { countAnswers, countsBetween } from './catalogue-cache-observer.js';

/** Behaves as the API's catalogue answer cache does: answer() peeks first, synchronously, then builds and keeps. */
class FakeAnswerCache {
  readonly kept = new Map<string, string>();
  peek(key: string): string | null {
    return this.kept.get(key) ?? null;
  }
  async answer(key: string, build: () => Promise<unknown>): Promise<string> {
    const cached = this.peek(key);
    if (cached) return cached;
    const made = JSON.stringify(await build());
    this.kept.set(key, made);
    return made;
  }
}

describe('catalogue answer counts', () => {
  it('tells answers sent ahead of the application from those the application found kept or built', async () => {
    const cache = new FakeAnswerCache();
    const observer = countAnswers(cache);
    // A request: the front peeks (a miss), then the application answers (builds).
    assert.equal(cache.peek('a'), null);
    assert.equal(await cache.answer('a', async () => ({ games: [] })), '{"games":[]}');
    // Two more served by the front.
    assert.ok(cache.peek('a'));
    assert.ok(cache.peek('a'));
    // The application finds a kept answer (the front let it through, e.g. a parameter it does not parse).
    const before = observer.counts();
    await cache.answer('a', async () => assert.fail('not built again'));
    assert.deepEqual(observer.counts(), { aheadOfApp: 2, appFromCache: 1, built: 1 });
    assert.deepEqual(countsBetween(before, observer.counts()), { aheadOfApp: 0, appFromCache: 1, built: 0 });
  });
});
