import type { Projection } from '@keyledger/event-store';
import { catalogueProjection } from '../catalogue/projections/catalogue.projection.js';
import { salesProjection } from '../dashboard/projections/sales.projection.js';
import { inventoryProjection } from '../ordering/projections/inventory.projection.js';
import { promoCodesProjection } from '../promo/projections/promo-codes.projection.js';
import { orderHistoryProjection } from '../purchases/projections/order-history.projection.js';
import { refundRequestsProjection } from '../refunds/projections/refund-requests.projection.js';
import { ticketsProjection } from '../support/projections/tickets.projection.js';

/**
 * Every read model the store runs, the same definitions its feature modules register with
 * ProjectionsService: what the projections command (status, verify, rebuild) works on without
 * booting the app. A test boots the app and holds this list equal to the runners it starts, so a
 * new projection cannot be left out.
 */
export const allProjections: readonly Projection[] = [
  catalogueProjection,
  inventoryProjection,
  orderHistoryProjection,
  promoCodesProjection,
  refundRequestsProjection,
  salesProjection,
  ticketsProjection,
];

/** The projection of that name, or undefined. */
export function projectionNamed(name: string): Projection | undefined {
  return allProjections.find((projection) => projection.name === name);
}
