import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { toIsoDay } from '../iso-day';
import { pageFrom } from '../page-param';

export interface PurchasesFilter {
  /** Part of the buyer's e-mail; blank for every buyer. */
  email: string;
  /** YYYY-MM-DD; blank for every day. */
  date: string;
}

/** The address's query without the blank parts. */
const queryOf = (filter: PurchasesFilter, page: number): Record<string, string> => ({
  ...(filter.email ? { email: filter.email } : {}),
  ...(filter.date ? { date: filter.date } : {}),
  ...(page > 1 ? { page: String(page) } : {}),
});

/**
 * The Purchases list's place, kept in the address (?email=…&date=…&page=…) so Back and a reload
 * keep it. A search starts at page 1; an unreadable date is dropped (spec, section 5); changing
 * page starts at the top of the page.
 */
export function usePurchasesLocation() {
  const [params, setParams] = useSearchParams();
  const filter: PurchasesFilter = { email: params.get('email')?.trim() ?? '', date: toIsoDay(params.get('date')) ?? '' };
  const page = pageFrom(params.get('page'));
  const { email, date } = filter;

  const search = useCallback((next: PurchasesFilter) => setParams(queryOf({ email: next.email.trim(), date: toIsoDay(next.date) ?? '' }, 1)), [setParams]);
  const goToPage = useCallback(
    (next: number, options: { replace?: boolean } = {}) => {
      setParams(queryOf({ email, date }, next), options);
      window.scrollTo(0, 0);
    },
    [setParams, email, date],
  );
  return { filter, page, search, goToPage };
}
