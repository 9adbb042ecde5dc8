import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useIsMobile } from '../../../shared/layout/use-is-mobile';
import { NumberedPagination } from '../../../shared/ui/pagination/NumberedPagination';
import { ADMIN_TEXTS } from '../admin-texts';
import type { ListedGame } from '../catalogue-types';
import { AdminPageHeader } from '../components/common/AdminPageHeader';
import { EditGameDialog } from '../components/edit-game/EditGameDialog';
import { StoreGamesList } from '../components/store-games/StoreGamesList';
import { StoreGamesSearchForm } from '../components/store-games/StoreGamesSearchForm';
import { ViewModeToggle, type ViewMode } from '../components/store-games/ViewModeToggle';
import { STORE_GAMES_PAGE_SIZE, useStoreGamesResults } from '../hooks/use-store-games-results';
import { useStoreGamesLocation } from '../hooks/use-store-games-location';

/**
 * /admin/view-games: the store's games, 10 a page with numbered pagination, or in search mode every
 * match on one page; Edit opens the edit dialog, and the list reloads when it closes after a change.
 */
export function StoreGamesPage() {
  const { query, page, search, goToPage } = useStoreGamesLocation();
  const results = useStoreGamesResults(query, page);
  const narrow = useIsMobile();
  const [mode, setMode] = useState<ViewMode>('grid');
  const [editing, setEditing] = useState<ListedGame | null>(null);
  const data = results.data;

  // A page past the last (an old link, games removed since): the last page, in place of it in the address.
  useEffect(() => {
    if (results.lastPage !== undefined) goToPage(results.lastPage, { replace: true });
  }, [results.lastPage, goToPage]);

  const closeEditor = (changed: boolean) => {
    setEditing(null);
    if (changed) results.refetch();
  };

  return (
    <>
      <AdminPageHeader title="Store Games" subtitle="Edit prices, discounts, keys and the featured game" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <StoreGamesSearchForm query={query} onSearch={search} />
        <ViewModeToggle mode={mode} onChange={setMode} />
      </Box>
      <Typography color="text.secondary" data-testid="store-games-result-line" sx={{ mb: 2, minHeight: 24 }}>
        {query && data ? ADMIN_TEXTS.foundResults(data.total, query) : ''}
      </Typography>
      <StoreGamesList games={data?.games} loading={results.loading} mode={mode} pageSize={STORE_GAMES_PAGE_SIZE} onEdit={setEditing} />
      {!query && data && <NumberedPagination page={page} totalPages={data.totalPages} total={data.total} narrow={narrow} onPage={goToPage} />}
      {editing && <EditGameDialog game={editing} onClose={closeEditor} />}
    </>
  );
}
