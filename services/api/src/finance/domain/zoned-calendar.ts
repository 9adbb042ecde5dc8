/** Offsets of every time zone are whole quarter hours, so a quarter hour falls on one local day. */
const QUARTER_HOUR_MS = 15 * 60 * 1000;
const DAY_MS = 86_400_000;

/**
 * Local calendar days of moments in one time zone, fast enough for a replay of millions of events:
 * Intl is asked once per quarter hour met, not once per event.
 */
export class ZonedCalendar {
  private readonly format: Intl.DateTimeFormat;
  private readonly dayByQuarter = new Map<number, string>();

  constructor(readonly timeZone: string) {
    this.format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  }

  /** The local day (YYYY-MM-DD) of a moment given in milliseconds since the epoch. */
  dayOf(epochMs: number): string {
    const quarter = Math.floor(epochMs / QUARTER_HOUR_MS);
    let day = this.dayByQuarter.get(quarter);
    if (day === undefined) {
      day = this.format.format(new Date(quarter * QUARTER_HOUR_MS));
      // A long replay meets a few hundred thousand quarters at most; keep the map from growing past that.
      if (this.dayByQuarter.size > 500_000) this.dayByQuarter.clear();
      this.dayByQuarter.set(quarter, day);
    }
    return day;
  }
}

/** Every day from `from` to `to` (YYYY-MM-DD), both included. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** Every month (YYYY-MM) the days from `from` to `to` fall in. */
export function monthsFrom(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}
