import { useGetOrdersQuery } from '../api';
import type { OrdersPage, OrdersQuery } from '../purchase-types';
import type { PurchasesFilter } from './use-purchases-location';
import { useLoggedError } from './use-logged-error';

/** Orders a page on the Purchases page. */
export const PURCHASES_PAGE_SIZE = 10;

export interface PurchasesResults {
  /** What was asked for: a refund or replacement reads it back (order-read-back.ts). */
  query: OrdersQuery;
  /** Undefined while the answer for these filters and page is awaited, and after a failure. */
  data: OrdersPage | undefined;
  /** The list could not be loaded: an error with Retry, never an empty page. */
  failed: boolean;
  retry(): void;
}

/** The orders matching the filters, newest first, a page at a time, with the summary of every match. */
export function usePurchasesResults(filter: PurchasesFilter, page: number): PurchasesResults {
  const query: OrdersQuery = { ...(filter.email ? { email: filter.email } : {}), ...(filter.date ? { date: filter.date } : {}), page, limit: PURCHASES_PAGE_SIZE };
  // Fresh on every visit: shoppers buy meanwhile.
  const result = useGetOrdersQuery(query, { refetchOnMountOrArgChange: true });
  useLoggedError(result.error, 'the orders');
  return { query, data: result.isError ? undefined : result.currentData, failed: result.isError, retry: () => void result.refetch() };
}
