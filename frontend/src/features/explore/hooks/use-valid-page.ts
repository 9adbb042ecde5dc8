import { useEffect } from 'react';
import type { CatalogueResults } from './use-catalogue-results';

type SetPage = (page: number, options: { replace: boolean }) => void;

/**
 * Only pages 1..totalPages exist. The server refuses a page past the end (an old link, a smaller
 * result), so a refused page other than the first goes back to page 1.
 */
export function useValidPage(page: number, results: Pick<CatalogueResults, 'failed' | 'totalPages'>, setPage: SetPage): void {
  const { failed, totalPages } = results;
  useEffect(() => {
    if (page <= 1) return;
    if (failed) setPage(1, { replace: true });
    else if (totalPages >= 1 && page > totalPages) setPage(totalPages, { replace: true });
  }, [page, failed, totalPages, setPage]);
}
