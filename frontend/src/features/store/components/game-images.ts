import type { StoreGame } from '../store-types';

/**
 * Image URLs in the image service's shape, `{IMAGE_BASE_URL}/t_1080p/{image_id}.jpg`. The base is
 * read from the game's cover_url (the server's configured base), else the app's own `/images`.
 */
const DEFAULT_SIZE_BASE = '/images/t_1080p';
const COVER_FILE = /\/[^/]+\.jpg$/;

function sizeBase(game: Pick<StoreGame, 'cover_url'>): string {
  return game.cover_url && COVER_FILE.test(game.cover_url) ? game.cover_url.replace(COVER_FILE, '') : DEFAULT_SIZE_BASE;
}

export const imageUrl = (game: Pick<StoreGame, 'cover_url'>, imageId: string): string =>
  `${sizeBase(game)}/${encodeURIComponent(imageId)}.jpg`;

/** The game's first wide artwork, else its cover, else null (the placeholder shows). */
export function artworkUrl(game: Pick<StoreGame, 'cover_url' | 'artworks_extracted'>): string | null {
  const artwork = game.artworks_extracted?.[0]?.image_id;
  return artwork ? imageUrl(game, artwork) : game.cover_url;
}
