import { Inject, Injectable } from '@nestjs/common';
import { preparedQuery, type Database } from '@keyledger/event-store';
import type { MonthlyFigure } from '../../common/figures/month-over-month.js';
import { monthStartInZone } from '../../common/figures/month-start-in-zone.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { InjectDatabase } from '../../database/database.token.js';


export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** A month's first midnight in the server's time zone, and the months before and after it, as SQL over $1 year, $2 month, $3 zone. */
const MONTH_START = monthStartInZone('make_date($1, $2, 1)', '$3');
const NEXT_MONTH_START = monthStartInZone('make_date($1, $2, 1)', '$3', 1);
const LAST_MONTH_START = monthStartInZone('make_date($1, $2, 1)', '$3', -1);

/**
 * Reads the sales read model for the dashboard, in the server's time zone (TIME_ZONE): a month is
 * the buckets from its first midnight to the next month's, a week Monday to Sunday. Each answer
 * sums at most a couple of months of quarter-hour buckets, however long the log.
 */
@Injectable()
export class SalesFigures {
  constructor(
    @InjectDatabase() private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get timeZone(): string {
    return this.config.timeZone;
  }

  /** Orders and revenue (cents: taken less refunded) of a month and of the month before it. */
  async month(year: number, month: number): Promise<{ orders: MonthlyFigure; revenueCents: MonthlyFigure }> {
    const result = await preparedQuery<{ orders: string; last_orders: string; revenue: string; last_revenue: string }>(
      this.db.pool,
      'kl_sales_month',
      `SELECT coalesce(sum(orders) FILTER (WHERE bucket_start >= ${MONTH_START}), 0) AS orders,
              coalesce(sum(orders) FILTER (WHERE bucket_start < ${MONTH_START}), 0) AS last_orders,
              coalesce(sum(gross_cents - refunded_cents) FILTER (WHERE bucket_start >= ${MONTH_START}), 0) AS revenue,
              coalesce(sum(gross_cents - refunded_cents) FILTER (WHERE bucket_start < ${MONTH_START}), 0) AS last_revenue
         FROM sales_buckets
        WHERE bucket_start >= ${LAST_MONTH_START} AND bucket_start < ${NEXT_MONTH_START}`,
      [year, month, this.timeZone],
    );
    const row = result.rows[0]!;
    return {
      orders: { thisMonth: Number(row.orders), lastMonth: Number(row.last_orders) },
      revenueCents: { thisMonth: Number(row.revenue), lastMonth: Number(row.last_revenue) },
    };
  }

  /** Orders per day of the current week (Monday first), with each day's date. */
  async week(): Promise<Array<{ day: (typeof WEEKDAYS)[number]; date: string; count: number }>> {
    const result = await preparedQuery<{ date: string; count: string }>(
      this.db.pool,
      'kl_sales_week',
      `WITH week AS (SELECT date_trunc('week', now() AT TIME ZONE $1)::date AS monday)
       SELECT to_char(week.monday + d, 'YYYY-MM-DD') AS date,
              coalesce((SELECT sum(orders) FROM sales_buckets
                         WHERE bucket_start >= (week.monday + d)::timestamp AT TIME ZONE $1
                           AND bucket_start < (week.monday + d + 1)::timestamp AT TIME ZONE $1), 0) AS count
         FROM week, generate_series(0, 6) AS d
        ORDER BY d`,
      [this.timeZone],
    );
    return result.rows.map((row, i) => ({ day: WEEKDAYS[i]!, date: row.date, count: Number(row.count) }));
  }

  /** This month and year in the server's time zone. */
  now(): { year: number; month: number } {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: this.timeZone, year: 'numeric', month: 'numeric' }).formatToParts(new Date());
    return { year: Number(parts.find((p) => p.type === 'year')!.value), month: Number(parts.find((p) => p.type === 'month')!.value) };
  }
}
