/** The home page's numbers (spec, section 9) and its fixed content. */
export const HOME_LIMITS = { topRated: 10, popular: 5, recent: 3, genreResults: 5 } as const;

export const SLIDESHOW_TIMING = { autoAdvanceMs: 5000, lockMs: 500, swipePx: 50 } as const;

/** A genre's games show this long after the choice, with a loading indicator meanwhile. */
export const GENRE_REVEAL_DELAY_MS = 500;

/** Browse by Genre's buttons and the genre ids they ask for. */
export const HOME_GENRES = [
  { label: 'Shooter', id: 5 },
  { label: 'Adventure', id: 31 },
  { label: 'RPG', id: 12 },
  { label: 'Strategy', id: 15 },
  { label: 'Sports', id: 14 },
  { label: 'Racing', id: 10 },
  { label: 'Simulation', id: 13 },
  { label: 'Indie', id: 32 },
] as const;

/** The hero's fixed game. */
export const HERO_GAME = {
  name: 'Cyber Punk',
  path: '/games/1877/cyber-punk',
  /** The bundled image service's first artwork of game 1877; a gradient shows if it is missing. */
  artwork: '/images/t_1080p/kl_a_1877_1.jpg',
} as const;
