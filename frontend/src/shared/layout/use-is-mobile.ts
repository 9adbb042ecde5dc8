import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * Below 768 px, the spec's mobile boundary (sidebars become drawers). The theme keeps MUI's default
 * breakpoints (md is 900 px), so the boundary is its own media query.
 */
export const MOBILE_MEDIA_QUERY = '(max-width: 767.98px)';

export const useIsMobile = (): boolean => useMediaQuery(MOBILE_MEDIA_QUERY, { noSsr: true });
