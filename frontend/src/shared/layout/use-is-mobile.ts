import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * Below 768 px, the spec's mobile boundary (sidebars become drawers). The theme keeps MUI's default
 * breakpoints (md is 900 px), so the boundary is its own media query.
 */
export const MOBILE_MEDIA_QUERY = '(max-width: 767.98px)';

export const useIsMobile = (): boolean => useMediaQuery(MOBILE_MEDIA_QUERY, { noSsr: true });

/** sx for parts shown only on mobile widths, and for those shown only above them, with no render to wait for. */
export const onlyOnMobile = { display: 'none', [`@media ${MOBILE_MEDIA_QUERY}`]: { display: 'flex' } } as const;
export const onlyAboveMobile = { display: 'flex', [`@media ${MOBILE_MEDIA_QUERY}`]: { display: 'none' } } as const;
