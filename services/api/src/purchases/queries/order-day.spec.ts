import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { orderDay } from './order-day.js';

describe('the order filter’s day', () => {
  it('takes YYYY-MM-DD as it is', () => {
    assert.equal(orderDay('2026-11-25', 'UTC'), '2026-11-25');
    assert.equal(orderDay(' 2024-02-29 ', 'UTC'), '2024-02-29');
  });

  it('ignores what names no day: empty, unreadable, or a date that does not exist', () => {
    for (const text of [undefined, '', '   ', 'yesterday', 'not a date', '2026-02-30', '2025-02-29', '2026-13-01', '0000-01-01', '99999-01-01']) {
      assert.equal(orderDay(text, 'UTC'), null, String(text));
    }
  });

  it('takes a full time as the day it falls on in the store’s time zone', () => {
    assert.equal(orderDay('2026-11-25T03:00:00Z', 'UTC'), '2026-11-25');
    assert.equal(orderDay('2026-11-25T03:00:00Z', 'America/New_York'), '2026-11-24');
    assert.equal(orderDay('Nov 25, 2026 12:00 UTC', 'Asia/Tokyo'), '2026-11-25');
  });
});
