/** The featured banner's room, shared with its placeholder: the banner grows past it only for a very long name. */
export const FEATURED_BANNER_FRAME = { borderRadius: 3, mb: 3, minHeight: { xs: 200, md: 240 } } as const;
