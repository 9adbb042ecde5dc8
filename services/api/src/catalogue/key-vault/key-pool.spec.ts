import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { KeyPool, OutOfStockError, type AllocatedKey } from './key-allocator.js';

const key = (id: string): AllocatedKey => ({ id, ciphertext: Buffer.from(id) });

describe('handing out the unsold keys a transaction read', () => {
  it('gives each order the oldest keys left (sorted by id in the answer) and never the same key twice', () => {
    const pool = new KeyPool(new Map([[1, [key('c'), key('a'), key('b')]]]));
    assert.deepEqual(pool.take(1, 2).map((k) => k.id), ['a', 'c']);
    assert.deepEqual(pool.take(1, 1).map((k) => k.id), ['b']);
    assert.equal(pool.available(1), 0);
  });

  it('refuses an order past the stock with what is left, taking nothing', () => {
    const pool = new KeyPool(new Map([[1, [key('a')]]]));
    assert.throws(() => pool.take(1, 2), (error: unknown) => error instanceof OutOfStockError && error.available === 1 && error.gameId === 1);
    assert.throws(() => pool.take(2, 1), (error: unknown) => error instanceof OutOfStockError && error.available === 0);
    assert.equal(pool.available(1), 1);
  });

  it('takes back keys of an order refused after taking them, first in line again', () => {
    const pool = new KeyPool(new Map([[1, [key('a'), key('b')]]]));
    const taken = pool.take(1, 1);
    pool.putBack(1, taken);
    assert.deepEqual(pool.take(1, 2).map((k) => k.id), ['a', 'b']);
  });
});
