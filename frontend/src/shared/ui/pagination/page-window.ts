export type PageSlot = number | 'gap-before' | 'gap-after';

const range = (from: number, to: number): number[] => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/**
 * The numbered page buttons to show: at most `maxShown` numbers, always the first and the last,
 * the rest around the current page, with a gap marker where pages are left out.
 * pageWindow(10, 20, 5) → [1, 'gap-before', 9, 10, 11, 'gap-after', 20]
 */
export function pageWindow(current: number, total: number, maxShown: number): PageSlot[] {
  if (total <= maxShown) return range(1, total);
  const middleCount = Math.max(1, maxShown - 2);
  const idealStart = current - Math.floor((middleCount - 1) / 2);
  const start = Math.min(Math.max(idealStart, 2), total - middleCount);
  const end = start + middleCount - 1;
  return [1, ...(start > 2 ? ['gap-before' as const] : []), ...range(start, end), ...(end < total - 1 ? ['gap-after' as const] : []), total];
}
