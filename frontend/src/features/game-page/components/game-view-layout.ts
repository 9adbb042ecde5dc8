/** The game page below its hero: gallery and tabs beside the purchase panel (under it on small screens). */
export const GAME_VIEW_COLUMNS = {
  display: 'grid',
  gap: 4,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(300px, 1fr)' },
  alignItems: 'start',
} as const;

/** The hero's row: cover, then name, storyline, themes, rating, price and BUY (a column on small screens). */
export const GAME_HERO_ROW = {
  position: 'relative',
  py: { xs: 4, md: 6 },
  display: 'flex',
  gap: { xs: 3, md: 5 },
  flexDirection: { xs: 'column', sm: 'row' },
  alignItems: { sm: 'center' },
} as const;

/** The hero's cover: centred above the text on small screens. */
export const GAME_HERO_COVER = { position: 'relative', flexShrink: 0, width: { xs: 180, md: 240 }, alignSelf: { xs: 'center', sm: 'auto' } } as const;
