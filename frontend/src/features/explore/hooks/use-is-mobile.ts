import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_MEDIA_QUERY } from '../explore-constants';

/**
 * Below 768 px. The theme keeps MUI's default breakpoints (md is 900 px), so the spec's mobile
 * boundary is its own media query.
 */
export const useIsMobile = (): boolean => useMediaQuery(MOBILE_MEDIA_QUERY, { noSsr: true });
