import { Controller, Query } from '@nestjs/common';
import { Route } from '../../common/contract/route.decorator.js';
import type { QueryOf } from '../../common/contract/route-contract.js';
import { monthOverMonthChange } from '../../common/figures/month-over-month.js';
import { centsToDollars } from '../../common/money/money.js';
import { RecentOrders } from '../queries/recent-orders.js';
import { SalesFigures } from '../queries/sales-figures.js';
import { orderCount, orderRevenue, recentOrders, weeklySales } from './dashboard.contract.js';

/** The admin dashboard's figures, each from a read model (never a scan of the log). */
@Controller()
export class DashboardController {
  constructor(
    private readonly sales: SalesFigures,
    private readonly recent: RecentOrders,
  ) {}

  @Route(orderCount)
  async count(@Query() query: QueryOf<typeof orderCount>) {
    const { orders } = await this.sales.month(...this.monthOf(query));
    return { success: true, count: orders.thisMonth, percentageChange: monthOverMonthChange(orders) };
  }

  @Route(orderRevenue)
  async revenue(@Query() query: QueryOf<typeof orderRevenue>) {
    const { revenueCents } = await this.sales.month(...this.monthOf(query));
    return { success: true, totalRevenue: centsToDollars(revenueCents.thisMonth), percentageChange: monthOverMonthChange(revenueCents) };
  }

  @Route(weeklySales)
  async weekly() {
    return { success: true, timeZone: this.sales.timeZone, data: await this.sales.week() };
  }

  @Route(recentOrders)
  async latest(@Query() { limit }: QueryOf<typeof recentOrders>) {
    return { success: true, orders: await this.recent.latest(limit) };
  }

  /** The month asked for, each part defaulting to the current one. */
  private monthOf(query: { year?: number | undefined; month?: number | undefined }): [number, number] {
    const now = this.sales.now();
    return [query.year ?? now.year, query.month ?? now.month];
  }
}
