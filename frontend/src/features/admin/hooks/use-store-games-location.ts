import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { pageFrom } from '../page-param';

/**
 * The Store Games list's place, kept in the address (?q=…, ?page=…) so Back and a reload keep it.
 * A blank search returns to the paged list; changing page starts at the top of the page.
 */
export function useStoreGamesLocation() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const page = pageFrom(params.get('page'));

  const search = useCallback((text: string) => setParams(text.trim() ? { q: text.trim() } : {}), [setParams]);
  const goToPage = useCallback(
    (next: number, options: { replace?: boolean } = {}) => {
      setParams(next > 1 ? { page: String(next) } : {}, { replace: options.replace ?? false });
      window.scrollTo(0, 0);
    },
    [setParams],
  );
  return { query, page, search, goToPage };
}
