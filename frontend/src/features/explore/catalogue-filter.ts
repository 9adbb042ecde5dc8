import { GENRES, THEMES } from '../store/components/game-taxonomy';
import { EXPLORE_PATH, genreExplorePath, themeExplorePath } from '../store/components/explore-paths';
import type { GameListQuery } from '../store/store-types';

/** The one active filter: a genre or a theme (none is null). */
export interface CatalogueFilter {
  type: 'genre' | 'theme';
  id: number;
  label: string;
}

const positiveId = (text: string | undefined): number | null => {
  const id = Number(text);
  return text && Number.isInteger(id) && id > 0 ? id : null;
};

interface FilterParams {
  genreId?: string;
  themeId?: string;
}

/** The filter named by the route's :genreId or :themeId, when it is one of the spec's genres or themes. */
export function filterFromRoute(params: FilterParams): CatalogueFilter | null {
  const genreId = positiveId(params.genreId);
  const genre = GENRES.find((g) => g.id === genreId);
  if (genre) return { type: 'genre', id: genre.id, label: genre.name };
  const themeId = positiveId(params.themeId);
  const theme = THEMES.find((t) => t.id === themeId);
  if (theme) return { type: 'theme', id: theme.id, label: theme.name };
  return null;
}

/** The route names a genre or theme id that does not exist (/explore/genres/999): a not-found, not a '#999' filter. */
export function namesUnknownFilter(params: FilterParams): 'genre' | 'theme' | null {
  if (filterFromRoute(params)) return null;
  return params.genreId !== undefined ? 'genre' : params.themeId !== undefined ? 'theme' : null;
}

/** The route that shows the filter, or /explore for none. */
export function filterPath(filter: CatalogueFilter | null): string {
  if (!filter) return EXPLORE_PATH;
  const ref = { id: filter.id, name: filter.label };
  return filter.type === 'genre' ? genreExplorePath(ref) : themeExplorePath(ref);
}

/** The filter as the API's query fields. */
export const filterQuery = (filter: CatalogueFilter | null): Pick<GameListQuery, 'genre' | 'theme'> =>
  filter?.type === 'genre' ? { genre: filter.id } : filter?.type === 'theme' ? { theme: filter.id } : {};

/** The chip's text: 'Genre: Shooter', 'Theme: Horror'. */
export const filterChipLabel = (filter: CatalogueFilter): string => `${filter.type === 'genre' ? 'Genre' : 'Theme'}: ${filter.label}`;
