/** The wishlist's grid of cards, shared with its loading placeholders so both take the same room. */
export const WISHLIST_GRID = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
} as const;

/** Placeholder cards while the wishlist loads: a row on a wide screen, more than a phone's screen. */
export const WISHLIST_PLACEHOLDER_CARDS = 3;

/** A wishlist card's cover: the whole portrait cover, uncropped (its placeholder takes the same room). */
export const WISHLIST_COVER_RATIO = '3 / 4';
