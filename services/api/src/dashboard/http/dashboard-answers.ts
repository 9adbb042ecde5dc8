import type { Logger } from 'pino';
import { adminAnswerFront } from '../../common/http/admin-answer-front.js';
import { CATALOGUE_PROJECTION } from '../../catalogue/projections/catalogue.projection.js';
import type { SessionCheck } from '../../identity/auth/session-check.js';
import { ORDER_HISTORY_PROJECTION } from '../../purchases/projections/order-history.projection.js';
import type { ProjectionsService } from '../../projections/projections.service.js';
import { TICKETS_PROJECTION } from '../../support/projections/tickets.projection.js';
import { SALES_PROJECTION } from '../projections/sales.projection.js';

/** The dashboard's calls: the same answer for every admin, from read models (and the users table). */
export const DASHBOARD_READS = ['order/getCount', 'order/revenue', 'order/getWeeklySale', 'order/getRecentOrders', 'store/gameCount', 'users/count'];
/**
 * The Purchases page's list, kept per query (filters and page): the same for every admin, from the
 * order-history read model, the catalogue and the buyers' e-mails (an e-mail change moves no read
 * model: the kept answer's second of age bounds it).
 */
export const PURCHASES_READS = ['order/get-all-orders'];
/** The support desk's list, kept per query (search, status, page) like the Purchases list, from the tickets read model. */
export const SUPPORT_DESK_READS = ['ticket/all'];

/**
 * At most a second old: the figures of "this month" and "this week" move with the clock, and a new
 * account (users/count) moves no read model.
 */
const MAX_AGE_MS = 1_000;
/** A signed-out admin, or one whose role was taken away, stops getting these answers within this. */
const RECONFIRM_AFTER_MS = 100;

/** The dashboard's, the Purchases list's and the support desk's reads answered ahead of the application while the read models behind them stand still (see adminAnswerFront). */
export function dashboardAnswerFront(prefix: string, sessions: SessionCheck, projections: ProjectionsService, logger: Logger) {
  const checkpoint = (name: string) => {
    // With Kafka a batch may apply events behind the furthest checkpoint: the count moves anyway.
    const { checkpoint, eventsApplied } = projections.runner(name).status();
    return `${checkpoint.transactionId}:${checkpoint.position}:${eventsApplied}`;
  };
  return adminAnswerFront({
    prefix,
    routes: [...DASHBOARD_READS, ...PURCHASES_READS, ...SUPPORT_DESK_READS],
    authenticate: (authorization) => sessions.authenticate(authorization),
    freshness: () => [SALES_PROJECTION, ORDER_HISTORY_PROJECTION, CATALOGUE_PROJECTION, TICKETS_PROJECTION].map(checkpoint).join('|'),
    maxAgeMs: MAX_AGE_MS,
    reconfirmAfterMs: RECONFIRM_AFTER_MS,
    logger,
  });
}
