const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * The calendar day (YYYY-MM-DD) an order filter's `date` names, or null when it names none: the
 * client sends YYYY-MM-DD; a full ISO time or any text Date can read is taken as the day it falls
 * on in the store's time zone; anything else is ignored, as the spec says (not an error).
 */
export function orderDay(text: string | undefined, timeZone: string): string | null {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  const iso = ISO_DAY.exec(trimmed);
  if (iso && trimmed.length === 10) {
    const [, year, month, day] = iso.map(Number) as [number, number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    return real && year >= 1970 && year <= 9999 ? trimmed : null;
  }
  const moment = Date.parse(trimmed);
  if (!Number.isFinite(moment)) return null;
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(moment));
  return ISO_DAY.test(parts) && Number(parts.slice(0, 4)) >= 1970 && Number(parts.slice(0, 4)) <= 9999 ? parts : null;
}
