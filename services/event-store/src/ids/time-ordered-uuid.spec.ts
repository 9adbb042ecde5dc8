import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { timeOrderedUuid } from './time-ordered-uuid.js';

const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const millisecondsOf = (id: string) => parseInt(id.replace(/-/g, '').slice(0, 12), 16);

describe('time-ordered UUIDs (version 7)', () => {
  it('are version 7, RFC 9562 variant, and carry the millisecond they were made in', () => {
    const at = Date.now() + 1_000_000; // later than any id this process has made
    const id = timeOrderedUuid(at);
    assert.match(id, V7);
    assert.equal(millisecondsOf(id), at);
  });

  it('sort in the order they were made, and never repeat, 20,000 in a row', () => {
    const ids = Array.from({ length: 20_000 }, () => timeOrderedUuid());
    for (let i = 1; i < ids.length; i += 1) assert.ok(ids[i - 1]! < ids[i]!, `${ids[i - 1]} then ${ids[i]}`);
    assert.equal(new Set(ids).size, ids.length);
    ids.forEach((id) => assert.match(id, V7));
  });

  it('keep their order when the clock steps back, and when one millisecond is asked for more ids than its counter holds', () => {
    const later = Date.now() + 5_000_000;
    const first = timeOrderedUuid(later);
    const afterStepBack = timeOrderedUuid(later - 60_000);
    assert.ok(first < afterStepBack, 'a clock that stepped back does not reorder');
    const burst = Array.from({ length: 5_000 }, () => timeOrderedUuid(later));
    for (let i = 1; i < burst.length; i += 1) assert.ok(burst[i - 1]! < burst[i]!);
    assert.ok(millisecondsOf(burst.at(-1)!) > later, 'past 4,096 in one millisecond, the next millisecond is borrowed');
  });

  it('differ in their random bits within one millisecond', () => {
    const at = Date.now() + 10_000_000;
    const [a, b] = [timeOrderedUuid(at), timeOrderedUuid(at)];
    assert.notEqual(a!.slice(19), b!.slice(19), 'the 62 random bits differ');
  });
});
