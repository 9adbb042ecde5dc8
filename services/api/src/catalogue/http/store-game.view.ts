import { centsToDollars, discountedCents } from '../../common/money/money.js';
import { GENRE_NAMES } from '../../game-database/index.js';
import { imageUrl } from '../../game-database/bundled/image-url.js';
import type { CatalogueRow } from '../queries/catalogue-row.js';

/** A game as lists show it; the client's copy of this shape is frontend/src/features/store/store-types.ts. */
export interface StoreGameView {
  _id: string;
  id: number;
  name: string;
  title: string;
  slug: string;
  summary: string;
  cover_url: string | null;
  image_id: string | null;
  price: number;
  discount: number;
  discountPercentage: number;
  isDiscount: boolean;
  onSale: boolean;
  discountedPrice: number;
  copies: number;
  rating: number;
  genres: Array<{ id: number; name: string }>;
  themes: number[];
  artworks: number[];
  artworks_extracted: Array<{ image_id: string }>;
  hypes: number;
  isFeatured: boolean;
  isNew: boolean;
  createdAt: string;
  releaseDate: string | null;
}

/** A game counts as new for this long after it was listed. */
export const NEW_FOR_MS = 30 * 24 * 60 * 60 * 1000;

export function toStoreGameView(row: CatalogueRow, imageBaseUrl: string, now = Date.now()): StoreGameView {
  const listedAt = new Date(row.listed_at);
  const onSale = row.discount_percent > 0;
  return {
    _id: String(row.game_id),
    id: row.game_id,
    name: row.name,
    title: row.name,
    slug: row.slug,
    summary: row.summary,
    cover_url: row.cover_image_id ? imageUrl(imageBaseUrl, row.cover_image_id) : null,
    image_id: row.cover_image_id,
    price: centsToDollars(row.price_cents),
    discount: row.discount_percent,
    discountPercentage: row.discount_percent,
    isDiscount: onSale,
    onSale,
    discountedPrice: centsToDollars(discountedCents(row.price_cents, row.discount_percent)),
    copies: row.copies,
    rating: Number(row.rating),
    genres: row.genre_ids.map((id) => ({ id, name: GENRE_NAMES[id] ?? `Genre ${id}` })),
    themes: [...row.theme_ids],
    artworks: [...row.artwork_ids],
    artworks_extracted: row.artwork_image_ids.map((image_id) => ({ image_id })),
    hypes: row.hypes,
    isFeatured: row.featured,
    isNew: now - listedAt.getTime() < NEW_FOR_MS,
    createdAt: listedAt.toISOString(),
    releaseDate: row.release_date,
  };
}
