import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LruCache } from './lru-cache.js';

describe('LRU cache', () => {
  it('evicts the least recently used entry beyond its entry limit', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    assert.equal(cache.get('a'), 1); // a is now the most recent
    cache.set('c', 3);
    assert.equal(cache.get('b'), undefined);
    assert.equal(cache.get('a'), 1);
    assert.equal(cache.get('c'), 3);
    assert.equal(cache.size, 2);
  });

  it('keeps the total size within its byte limit and skips values larger than it', () => {
    const cache = new LruCache<string, Buffer>(10, 10, (b) => b.length);
    cache.set('a', Buffer.alloc(4));
    cache.set('b', Buffer.alloc(4));
    cache.set('c', Buffer.alloc(4));
    assert.equal(cache.get('a'), undefined);
    assert.equal(cache.bytes, 8);
    cache.set('huge', Buffer.alloc(11));
    assert.equal(cache.get('huge'), undefined);
    cache.set('b', Buffer.alloc(1));
    assert.equal(cache.bytes, 5);
  });
});
