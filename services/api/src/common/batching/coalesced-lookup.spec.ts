import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CoalescedLookup } from './coalesced-lookup.js';

describe('look-ups coalesced per turn of the event loop', () => {
  it('answers the look-ups of one turn with one query, each with its own value (null when absent)', async () => {
    const queries: string[][] = [];
    const lookup = new CoalescedLookup<string, number>(async (keys) => {
      queries.push(keys);
      return new Map(keys.filter((key) => key !== 'missing').map((key) => [key, key.length]));
    });
    const answers = await Promise.all([lookup.load('a'), lookup.load('bbb'), lookup.load('a'), lookup.load('missing')]);
    assert.deepEqual(answers, [1, 3, 1, null]);
    assert.deepEqual(queries, [['a', 'bbb', 'missing']], 'one query, each key once');
    assert.equal(await lookup.load('cc'), 2);
    assert.equal(queries.length, 2, 'a later turn asks again: nothing is cached');
  });

  it('splits a turn into queries of at most maxKeys, and a failed query fails only the look-ups it carried', async () => {
    const lookup = new CoalescedLookup<number, number>(async (keys) => {
      if (keys.includes(3)) throw new Error('down');
      return new Map(keys.map((key) => [key, key * 10]));
    }, 2);
    const answers = await Promise.allSettled([1, 2, 3, 4].map((key) => lookup.load(key)));
    assert.deepEqual(answers.map((a) => a.status), ['fulfilled', 'fulfilled', 'rejected', 'rejected']);
    assert.deepEqual(answers.slice(0, 2).map((a) => (a as PromiseFulfilledResult<number>).value), [10, 20]);
  });
});
