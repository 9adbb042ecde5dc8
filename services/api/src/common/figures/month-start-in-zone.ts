/**
 * SQL for the first midnight of a month in a time zone, or of the month before or after it.
 * `localMonthStart` is a SQL expression for the month's first day as a local date or timestamp,
 * `zone` one for the zone's name. The month is stepped on that local calendar, then placed in the
 * zone: a timestamptz plus "1 month" steps in the session's zone and keeps the UTC offset, so
 * next to a change of daylight saving time a month would lose its last (or first) hour.
 */
export function monthStartInZone(localMonthStart: string, zone: string, step: -1 | 0 | 1 = 0): string {
  const stepped = step === 0 ? localMonthStart : `${localMonthStart} ${step > 0 ? '+' : '-'} interval '1 month'`;
  return `((${stepped})::timestamp AT TIME ZONE ${zone})`;
}
