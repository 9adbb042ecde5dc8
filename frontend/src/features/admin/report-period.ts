/** Months and days of the finance report's period, as YYYY-MM and YYYY-MM-DD in the browser's calendar. */

const pad = (n: number) => String(n).padStart(2, '0');
const MONTH = /^(\d{4})-(\d{2})$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** This month, 'YYYY-MM'. */
export const monthOfDate = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;

/** A month's first and last day. */
export function monthRange(month: string): { from: string; to: string } {
  const [, year, number] = MONTH.exec(month) ?? [];
  const last = new Date(Date.UTC(Number(year), Number(number), 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${pad(last)}` };
}

/** The month a period covers exactly, first day to last, or null for any other period. */
export function wholeMonthOf(period: { from: string; to: string }): string | null {
  const month = period.from.slice(0, 7);
  if (!MONTH.test(month)) return null;
  const range = monthRange(month);
  return range.from === period.from && range.to === period.to ? month : null;
}

/** 'November 2026' for '2026-11'. */
export const monthLabel = (month: string): string => monthName.format(new Date(`${month}-01T00:00:00Z`));

/** The `count` months up to this one, newest first. */
export function recentMonths(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, back) => monthOfDate(new Date(now.getFullYear(), now.getMonth() - back, 1)));
}

const dayNumber = (day: string): number | null => {
  const [, year, month, date] = DAY.exec(day) ?? [];
  return year ? Date.UTC(Number(year), Number(month) - 1, Number(date)) / 86_400_000 : null;
};

/**
 * How many rows a report of the period will have by day or by month (every day or month of it,
 * empty ones included), so its skeleton takes the room the answer will; `fallback` by game, or for
 * a period that cannot be read.
 */
export function expectedRows(period: { from: string; to: string; groupBy: string }, fallback: number): number {
  const first = dayNumber(period.from);
  const last = dayNumber(period.to);
  if (first === null || last === null || last < first || period.groupBy === 'game') return fallback;
  if (period.groupBy === 'day') return Math.min(last - first + 1, 400);
  const months = (Number(period.to.slice(0, 4)) - Number(period.from.slice(0, 4))) * 12 + Number(period.to.slice(5, 7)) - Number(period.from.slice(5, 7)) + 1;
  return Math.min(months, 400);
}
