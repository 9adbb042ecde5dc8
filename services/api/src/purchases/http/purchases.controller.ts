import { Controller, Inject, Param, Query } from '@nestjs/common';
import { Route } from '../../common/contract/route.decorator.js';
import type { ParamsOf, QueryOf } from '../../common/contract/route-contract.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { orderDay } from '../queries/order-day.js';
import { OrderDetail } from '../queries/order-detail.js';
import { OrderHistoryReader } from '../queries/order-history-reader.js';
import { listOrders, orderDetails } from './purchases.contract.js';

const DEFAULT_LIMIT = 20;

/** The admin's order history (Purchases page) and one order's detail (customer support). */
@Controller()
export class PurchasesController {
  constructor(
    private readonly history: OrderHistoryReader,
    private readonly detail: OrderDetail,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Route(listOrders)
  async list(@Query() query: QueryOf<typeof listOrders>) {
    const email = query.email?.trim() || null;
    const day = orderDay(query.date, this.config.timeZone);
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_LIMIT;
    const number = query.number ?? null;
    const found = await this.history.page({ email, day, number, page, limit });
    return { success: true, ...found, page, limit, filters: { email, date: day, number } };
  }

  @Route(orderDetails)
  async details(@Param() { orderId }: ParamsOf<typeof orderDetails>) {
    return { success: true, order: await this.detail.get(orderId) };
  }
}
