/**
 * Dates and times as the API takes them, checked against the calendar: JavaScript's Date rolls
 * impossible days over (2027-02-30 becomes 2027-03-02), so the parts are checked before any Date
 * is made. The patterns also go into the OpenAPI document, so a client learns the rule from it.
 */

/** Month and day that every year has (February to the 28th). */
const MONTH_AND_DAY = '(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))';
/** The Gregorian leap years: divisible by 4, centuries only when divisible by 400. */
const LEAP_YEAR = '(?:\\d\\d(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)';
/** YYYY-MM-DD of a day the calendar has (year 0001–9999; 2027-02-30 and 2027-02-29 are not days, 2028-02-29 is): exact as a pattern, so the document states it. */
const CALENDAR_DAY = `(?!0000)(?:\\d{4}-${MONTH_AND_DAY}|${LEAP_YEAR}-02-29)`;
/** A time of day (hours 00–23, minutes and seconds 00–59, up to milliseconds). */
const TIME_OF_DAY = '(?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d{1,3})?)?';
const OFFSET = '(?:Z|[+-](?:[01]\\d|2[0-3]):[0-5]\\d)';

/** A day of the calendar, YYYY-MM-DD. */
export const DATE_PATTERN = new RegExp(`^${CALENDAR_DAY}$`);

/** A day of the calendar from 2000 on (the finance report's days). */
export const DATE_FROM_2000_PATTERN = new RegExp(`^(?=[2-9])${CALENDAR_DAY}$`);

/** A date, or a date and a time of day with `Z` or an offset. */
export const DATE_OR_TIME_PATTERN = new RegExp(`^${CALENDAR_DAY}(?:T${TIME_OF_DAY}${OFFSET})?$`);

/** A moment as people type it: a date, or a date and a time (`T` or a space between), the zone optional (then the server's). */
export const MOMENT_PATTERN = new RegExp(`^${CALENDAR_DAY}(?:[T ]${TIME_OF_DAY}${OFFSET}?)?$`);
