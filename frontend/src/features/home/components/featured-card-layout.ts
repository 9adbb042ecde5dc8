/** The featured game card's frame, shared with its placeholder so both take the same room. */
export const FEATURED_CARD_LAYOUT = {
  card: { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } },
  artwork: { position: 'relative', minHeight: { xs: 200, md: 320 } },
  details: { p: { xs: 2.5, md: 4 }, display: 'flex', flexDirection: 'column', gap: 1.5 },
} as const;
