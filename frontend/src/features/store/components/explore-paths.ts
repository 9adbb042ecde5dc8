/**
 * The catalogue's filtered routes: /explore/genres/{id}/{name-slug} and /explore/themes/{id}/{name-slug}.
 * The slug is the name in lowercase, spaces and '&' to hyphens, other non-word characters removed.
 */
export const EXPLORE_PATH = '/explore';

export function nameSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}

export const genreExplorePath = (genre: { id: number; name: string }): string => `${EXPLORE_PATH}/genres/${genre.id}/${nameSlug(genre.name)}`;
export const themeExplorePath = (theme: { id: number; name: string }): string => `${EXPLORE_PATH}/themes/${theme.id}/${nameSlug(theme.name)}`;
