import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { pageFrom } from '../page-param';

/**
 * The users search's place, kept in the address (?email=…&page=…) so Back from an account and a
 * reload keep it. A new search starts at page 1.
 */
export function useUsersLocation() {
  const [params, setParams] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const page = pageFrom(params.get('page'));
  const search = useCallback((next: string) => setParams(next.trim() ? { email: next.trim() } : {}), [setParams]);
  const goToPage = useCallback((next: number) => setParams({ email, ...(next > 1 ? { page: String(next) } : {}) }), [setParams, email]);
  return { email, page, search, goToPage, query: params.toString() };
}
