export interface MonthlyFigure {
  thisMonth: number;
  lastMonth: number;
}

/**
 * A figure's change against the month before, in percent with one decimal. From nothing to
 * something there is no percentage to give (+100% would be a false figure): null, which the
 * dashboard shows as new. From nothing to nothing, 0.
 */
export function monthOverMonthChange({ thisMonth, lastMonth }: MonthlyFigure): number | null {
  if (lastMonth === 0) return thisMonth === 0 ? 0 : null;
  return Math.round(((thisMonth - lastMonth) / lastMonth) * 1000) / 10;
}
