import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DATE_OR_TIME_PATTERN, DATE_PATTERN, isCalendarDate } from './calendar.js';

describe('calendar dates', () => {
  it('refuses days a month does not have, and knows leap years', () => {
    for (const text of ['2027-02-30', '2027-04-31', '2027-02-29', '2100-02-29', '2027-13-01', '2027-00-10', '2027-01-00', '0000-01-01']) assert.equal(isCalendarDate(text), false, text);
    for (const text of ['2028-02-29', '2000-02-29', '2027-04-30', '2027-12-31', '2027-01-31T10:00:00Z']) assert.equal(isCalendarDate(text), true, text);
  });

  it('has patterns that refuse month 13, day 32 and hour 24 before the calendar is asked', () => {
    for (const text of ['2027-13-01', '2027-01-32', '0000-00-00']) assert.equal(DATE_PATTERN.test(text), false, text);
    assert.equal(DATE_PATTERN.test('2027-02-28'), true);
    for (const text of ['2027-01-01T24:00Z', '2027-01-01T10:60Z', '2027-01-01T10:00', '2027-01-01T10:00+25:00']) assert.equal(DATE_OR_TIME_PATTERN.test(text), false, text);
    for (const text of ['2027-01-01', '2027-01-01T23:59Z', '2027-01-01T23:59:59.999+05:30']) assert.equal(DATE_OR_TIME_PATTERN.test(text), true, text);
  });
});
