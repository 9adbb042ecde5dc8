/** A row of the catalogue read model (catalogue_games), as the queries read it. */
export interface CatalogueRow {
  game_id: number;
  name: string;
  slug: string;
  summary: string;
  genre_ids: number[];
  theme_ids: number[];
  /** numeric(4,1) arrives as text. */
  rating: string | number;
  cover_image_id: string | null;
  hypes: number;
  release_date: string | null;
  artwork_ids: number[];
  artwork_image_ids: string[];
  price_cents: number;
  discount_percent: number;
  copies: number;
  featured: boolean;
  listed: boolean;
  listed_at: string | Date;
}

export const CATALOGUE_COLUMNS = `game_id, name, slug, summary, genre_ids, theme_ids, rating, cover_image_id, hypes, release_date,
  artwork_ids, artwork_image_ids, price_cents, discount_percent, copies, featured, listed, listed_at`;
