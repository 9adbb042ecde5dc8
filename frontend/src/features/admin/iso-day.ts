const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * The orders filter's date as YYYY-MM-DD (spec, section 5): a YYYY-MM-DD that names a real day as
 * it is, any other text the browser can read as the day it falls on here, and undefined (the
 * filter is ignored) for a blank or unreadable text.
 */
export function toIsoDay(text: string | null | undefined): string | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  const iso = ISO_DAY.exec(trimmed);
  if (iso) {
    const [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? trimmed : undefined;
  }
  const time = Date.parse(trimmed);
  if (Number.isNaN(time)) return undefined;
  const date = new Date(time);
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}
