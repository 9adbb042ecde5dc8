import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import FilterList from '@mui/icons-material/FilterList';
import { useState } from 'react';
import { useParams } from 'react-router';
import { namesUnknownFilter } from '../catalogue-filter';
import { ActiveFilterChip } from '../components/ActiveFilterChip';
import { CatalogResults } from '../components/CatalogResults';
import { CatalogSearchBox } from '../components/CatalogSearchBox';
import { CatalogSidebar } from '../components/CatalogSidebar';
import { FeaturedBanner } from '../components/FeaturedBanner';
import { FiltersDrawer } from '../components/FiltersDrawer';
import { SearchResultSummary } from '../components/SearchResultSummary';
import { UnknownFilter } from '../components/UnknownFilter';
import { useCatalogueResults } from '../hooks/use-catalogue-results';
import { useExploreLocation } from '../hooks/use-explore-location';
import { useFiltersDrawer } from '../hooks/use-filters-drawer';
import { useIsMobile } from '../../../shared/layout/use-is-mobile';
import { NumberedPagination } from '../../../shared/ui/pagination/NumberedPagination';
import { useValidPage } from '../hooks/use-valid-page';

/**
 * The catalogue (/explore, /explore/genres/:genreId/:slug, /explore/themes/:themeId/:slug): the
 * CATALOG sidebar (a drawer below 768 px), search, the featured banner, a page of games and the
 * pagination. Search, filter and price cap are searched on the server. A genre or theme id that
 * does not exist shows a not-found state.
 */
export function ExplorePage() {
  const unknown = namesUnknownFilter(useParams());
  return unknown ? <UnknownFilter kind={unknown} /> : <Catalogue />;
}

function Catalogue() {
  const location = useExploreLocation();
  const { filter, query, page, maxPrice } = location;
  const mobile = useIsMobile();
  const drawer = useFiltersDrawer(mobile);
  const results = useCatalogueResults({ query, filter, page, maxPrice });
  useValidPage(page, results, location.setPage);
  // The featured banner and the search's line swap as the shopper types or clears the box (a move
  // right after input is expected), not half a second later when the search is sent (a jump).
  const [searching, setSearching] = useState(query !== '');

  const changePage = (next: number) => {
    location.setPage(next);
    window.scrollTo({ top: 0 });
  };
  const sidebar = <CatalogSidebar location={location} mobile={mobile} onFilterChosen={drawer.closeDrawer} />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: mobile ? '1fr' : '260px minmax(0, 1fr)', alignItems: 'start' }}>
        {mobile ? (
          <FiltersDrawer open={drawer.open} onClose={drawer.closeDrawer}>
            {sidebar}
          </FiltersDrawer>
        ) : (
          sidebar
        )}
        <Box component="section" aria-labelledby="explore-title">
          <Typography id="explore-title" variant="h4" component="h1" sx={{ mb: 2 }}>
            {filter ? filter.label : 'Explore Games'}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 2 }}>
            {mobile && (
              <Button variant="outlined" startIcon={<FilterList />} onClick={drawer.openDrawer} sx={{ flexShrink: 0, height: 56 }}>
                Filters
              </Button>
            )}
            <CatalogSearchBox query={query} onSearch={location.setQuery} onHasTextChange={setSearching} />
          </Box>
          {filter && (
            <Box sx={{ mb: 2 }}>
              <ActiveFilterChip filter={filter} onRemove={() => location.chooseFilter(null)} />
            </Box>
          )}
          {searching ? <SearchResultSummary query={query} results={results} /> : <FeaturedBanner />}
          <Box data-testid="explore-results">
            <CatalogResults games={results.games} loading={results.isFetching} />
          </Box>
          <NumberedPagination page={page} totalPages={results.totalPages} total={results.total} narrow={mobile} onPage={changePage} />
        </Box>
      </Box>
    </Container>
  );
}
