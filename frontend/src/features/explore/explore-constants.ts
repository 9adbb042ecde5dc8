/** The catalogue page's numbers (spec, section 9). */
export const PAGE_SIZE = 16;
export const SEARCH_DEBOUNCE_MS = 500;

/** The price cap's slider, in dollars; at the default cap every game up to $200 is kept. */
export const PRICE_CAP = { min: 0, max: 200, default: 200 } as const;

export const POPULAR_COUNT = { desktop: 8, mobile: 4 } as const;

