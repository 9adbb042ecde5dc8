import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DATE_FROM_2000_PATTERN, DATE_OR_TIME_PATTERN, DATE_PATTERN, MOMENT_PATTERN } from './calendar.js';

/** The calendar's own answer: a day is real when Date.UTC gives back the same year, month and day (it rolls impossible ones over). */
function isRealDay(year: number, month: number, day: number): boolean {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

describe('calendar dates', () => {
  it('has a date pattern that takes exactly the days the calendar has, in every year 0001–9999 that matters', () => {
    const years = [1, 4, 100, 400, 1900, 1999, 2000, 2024, 2026, 2027, 2028, 2100, 2400, 2800, 9996, 9999];
    for (let year = 1990; year <= 2110; year += 1) years.push(year);
    for (const year of years) {
      for (let month = 0; month <= 13; month += 1) {
        for (let day = 0; day <= 32; day += 1) {
          const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          assert.equal(DATE_PATTERN.test(text), month >= 1 && month <= 12 && day >= 1 && isRealDay(year, month, day), text);
        }
      }
    }
    assert.equal(DATE_PATTERN.test('0000-01-01'), false);
  });

  it('takes the finance report’s days from 2000 on', () => {
    for (const text of ['1999-12-31', '0746-12-05', '2027-02-30']) assert.equal(DATE_FROM_2000_PATTERN.test(text), false, text);
    for (const text of ['2000-01-01', '2000-02-29', '9999-12-31']) assert.equal(DATE_FROM_2000_PATTERN.test(text), true, text);
  });

  it('has time patterns that refuse hour 24, minute 60 and impossible days', () => {
    for (const text of ['2027-01-01T24:00Z', '2027-01-01T10:60Z', '2027-01-01T10:00', '2027-01-01T10:00+25:00', '2027-02-30T10:00Z']) assert.equal(DATE_OR_TIME_PATTERN.test(text), false, text);
    for (const text of ['2027-01-01', '2027-01-01T23:59Z', '2027-01-01T23:59:59.999+05:30', '2028-02-29T00:00:00Z']) assert.equal(DATE_OR_TIME_PATTERN.test(text), true, text);
    for (const text of ['2027-01-01 10:00', '2027-01-01T10:00', '2027-01-01T10:00:00.000Z']) assert.equal(MOMENT_PATTERN.test(text), true, text);
    for (const text of ['2027-02-29 10:00', 'soon', '2027-01-01T25:00']) assert.equal(MOMENT_PATTERN.test(text), false, text);
  });
});
