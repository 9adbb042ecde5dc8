import type { WeekDay } from './dashboard-types';

/** The chart's days, Monday first, with the names a screen reader reads. */
export const WEEK_DAYS: ReadonlyArray<{ day: WeekDay; name: string }> = [
  { day: 'Mon', name: 'Monday' },
  { day: 'Tue', name: 'Tuesday' },
  { day: 'Wed', name: 'Wednesday' },
  { day: 'Thu', name: 'Thursday' },
  { day: 'Fri', name: 'Friday' },
  { day: 'Sat', name: 'Saturday' },
  { day: 'Sun', name: 'Sunday' },
];

const plural = (count: number) => (count === 1 ? '1 order' : `${count} orders`);

/** The week in words, for the chart's text alternative: 'Monday: 0 orders, Tuesday: 1 order, …'. */
export function weekSummary(counts: ReadonlyArray<{ day: WeekDay; count: number }>): string {
  const byDay = new Map(counts.map((entry) => [entry.day, entry.count]));
  return WEEK_DAYS.map(({ day, name }) => `${name}: ${plural(byDay.get(day) ?? 0)}`).join(', ');
}
