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
  /** Against the month before, percent with one decimal; null when the month before had none (new). */
  percentageChange: number | null;
}

export interface RevenueAnswer {
  success: true;
  /** Dollars. */
  totalRevenue: number;
  /** null when the month before had none (new). */
  percentageChange: number | null;
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
  /** Month-over-month change in new sign-ups, percent with one decimal; null when last month had none (new). */
  change: number | null;
}

/** An order as order/getRecentOrders serves it (dashboard.contract.ts, AdminOrder). */
export interface RecentOrder {
  _id: string;
  /** email is null for a deleted account. */
  user: { id: string; email: string | null };
  /** ISO time. */
  createdAt: string;
  status: string;
  totalAmount: number;
  paymentInfo: { method: string; transactionId: string };
  games: Array<{ gameId: number; title: string; price: number; quantity: number }>;
}

export interface RecentOrdersAnswer {
  success: true;
  orders: RecentOrder[];
}
