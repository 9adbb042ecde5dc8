/** An order's frame and its grid of game tiles, shared with the loading placeholder so both take the same room. */
export const INVENTORY_ORDER_LAYOUT = {
  card: { p: { xs: 2, sm: 3 }, borderRadius: 3 },
  tiles: { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' },
} as const;

/** Game placeholders in the loading order: one row at any width. */
export const INVENTORY_PLACEHOLDER_TILES = 2;
