/** The dashboard's figures (dashboard.contract.ts, users.contract.ts, store/gameCount). */

/** A month of the calendar: month 1 to 12. */
export interface MonthQuery {
  month: number;
  year: number;
}

export interface GameCountAnswer {
  success: true;
  total: number;
}

export interface OrderCountAnswer {
  success: true;
  count: number;
  /** Against the month before, percent with one decimal. */
  percentageChange: number;
}

export interface RevenueAnswer {
  success: true;
  /** Dollars. */
  totalRevenue: number;
  percentageChange: number;
}

export type WeekDay = 'Mon' | 'Tue' | 'Wed' | 'Thu' | 'Fri' | 'Sat' | 'Sun';

export interface WeeklySalesAnswer {
  success: true;
  timeZone: string;
  /** Monday to Sunday of the current week. */
  data: Array<{ day: WeekDay; date: string; count: number }>;
}

export interface UserCountAnswer {
  success: true;
  count: number;
  /** Month-over-month change in new sign-ups, percent with one decimal. */
  change: number;
}
