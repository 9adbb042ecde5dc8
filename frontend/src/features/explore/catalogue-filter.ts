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

/** The filter named by the route's :genreId or :themeId (unknown ids keep their number as label). */
export function filterFromRoute(params: { genreId?: string; themeId?: string }): CatalogueFilter | null {
  const genreId = positiveId(params.genreId);
  if (genreId !== null) return { type: 'genre', id: genreId, label: GENRES.find((g) => g.id === genreId)?.name ?? `#${genreId}` };
  const themeId = positiveId(params.themeId);
  if (themeId !== null) return { type: 'theme', id: themeId, label: THEMES.find((t) => t.id === themeId)?.name ?? `#${themeId}` };
  return null;
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
