/**
 * Dates and times as the API takes them, checked against the calendar: JavaScript's Date rolls
 * impossible days over (2027-02-30 becomes 2027-03-02), so the parts are checked before any Date
 * is made. The patterns also go into the OpenAPI document, so a client learns the rule from it.
 */

/** YYYY-MM-DD with a month 01–12 and a day 01–31 (whether the month has that day: isCalendarDate). */
export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A date, or a date and a time of day (hours 00–23, minutes and seconds 00–59) with `Z` or an offset. */
export const DATE_OR_TIME_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d))?$/;

/** Whether the text starts with a day the calendar has (YYYY-MM-DD, year 0001–9999). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
