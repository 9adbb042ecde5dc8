import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { GENRES, THEMES } from '../../store/components/game-taxonomy';
import type { ExploreLocation } from '../hooks/use-explore-location';
import { FilterListSection } from './FilterListSection';
import { PriceCapSlider } from './PriceCapSlider';
import { SidebarPopularList } from './SidebarPopularList';

interface CatalogSidebarProps {
  location: ExploreLocation;
  mobile: boolean;
  /** After a genre or theme is chosen (the drawer closes). */
  onFilterChosen?(): void;
}

/** CATALOG: the price cap, the Genres and Themes lists, and the Popular list. */
export function CatalogSidebar({ location, mobile, onFilterChosen }: CatalogSidebarProps) {
  return (
    <Box component="aside" aria-label="Catalog filters" data-testid="catalog-sidebar" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography component="h2" sx={{ px: 1, fontWeight: 800, letterSpacing: '0.12em', fontSize: 14, color: 'text.secondary' }}>
        CATALOG
      </Typography>
      <Box sx={{ px: 1 }}>
        <PriceCapSlider value={location.maxPrice} onChange={location.setMaxPrice} />
      </Box>
      <Divider />
      <FilterListSection
        title="Genres"
        type="genre"
        entries={GENRES}
        active={location.filter}
        hrefFor={location.filterHref}
        onChosen={onFilterChosen}
        defaultOpen={!mobile || location.filter?.type === 'genre'}
      />
      <FilterListSection
        title="Themes"
        type="theme"
        entries={THEMES}
        active={location.filter}
        hrefFor={location.filterHref}
        onChosen={onFilterChosen}
        defaultOpen={!mobile || location.filter?.type === 'theme'}
        maxHeight={mobile ? 300 : 500}
      />
      <Divider />
      <SidebarPopularList mobile={mobile} />
    </Box>
  );
}
