import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ProjectionsService } from '../../projections/projections.service.js';
import { CatalogueAnswerCache, MAX_STALE_MS } from './catalogue-answer-cache.js';

/** The cache on a clock and a catalogue checkpoint the test moves. */
class CacheOnTestClock extends CatalogueAnswerCache {
  time = 1_000_000;
  position = 1;
  constructor() {
    const status = () => ({ checkpoint: { transactionId: '1', position: this.position }, eventsApplied: this.position });
    super({ runner: () => ({ status }) } as unknown as ProjectionsService);
  }
  protected override now(): number {
    return this.time;
  }
}

/** An answer whose text names how many times it was built. */
function counter() {
  let built = 0;
  return async () => ({ built: ++built });
}

const text = async (answer: ReturnType<CatalogueAnswerCache['answer']>) => (await answer).body.bytes.toString('utf8');

describe('catalogue answer cache: bounded staleness', () => {
  it('keeps an answer while the catalogue stands still, for up to 30 s', async () => {
    const cache = new CacheOnTestClock();
    const build = counter();
    assert.equal(await text(cache.answer('k', build)), '{"built":1}');
    cache.time += 29_999;
    assert.equal(await text(cache.answer('k', build)), '{"built":1}');
    cache.time += 1;
    assert.equal(await text(cache.answer('k', build)), '{"built":2}');
  });

  it('keeps it for less than MAX_STALE_MS once the catalogue moves, however often it moves', async () => {
    const cache = new CacheOnTestClock();
    const build = counter();
    await cache.answer('k', build);
    for (let step = 0; step < 9; step += 1) {
      cache.position += 1;
      cache.time += (MAX_STALE_MS - 1) / 9;
      assert.equal(await text(cache.answer('k', build)), '{"built":1}', 'the sale does not turn the cache off');
    }
    cache.time += 1;
    assert.equal(await text(cache.answer('k', build)), '{"built":2}', 'never older than MAX_STALE_MS');
    assert.deepEqual(cache.counts(), { hits: 9, builds: 2, joined: 0 });
  });

  it('dates an answer from when its build began, not when it ended', async () => {
    const cache = new CacheOnTestClock();
    let finish: (value: unknown) => void = () => undefined;
    const slow = cache.answer('k', () => new Promise((resolve) => (finish = resolve)));
    cache.position += 1;
    cache.time += MAX_STALE_MS;
    finish({ slow: true });
    await slow;
    assert.equal(await text(cache.answer('k', async () => ({ again: true }))), '{"again":true}');
  });

  it('builds once for all who ask while a build runs, and keeps nothing of a failed build', async () => {
    const cache = new CacheOnTestClock();
    let release: (value: unknown) => void = () => undefined;
    let builds = 0;
    const slow = () => {
      builds += 1;
      return new Promise((resolve) => (release = resolve));
    };
    const asked = Array.from({ length: 10 }, () => cache.answer('k', slow));
    release({ once: true });
    const answers = await Promise.all(asked);
    assert.equal(builds, 1);
    assert.equal(new Set(answers).size, 1);
    assert.deepEqual(cache.counts(), { hits: 0, builds: 1, joined: 9 });

    await assert.rejects(Promise.resolve(cache.answer('missing', async () => Promise.reject(new Error('Game not found')))), /Game not found/);
    assert.equal(await text(cache.answer('missing', async () => ({ found: true }))), '{"found":true}');
  });
});
