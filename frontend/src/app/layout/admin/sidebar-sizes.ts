/** The admin sidebar's widths in px (spec, section 9). */
export const SIDEBAR_WIDTH = { open: 250, collapsed: 70, drawer: 280 } as const;
