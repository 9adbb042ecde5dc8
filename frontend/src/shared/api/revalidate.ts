/**
 * The store's public catalogue answers say `Cache-Control: public, max-age=1, stale-while-revalidate=5`
 * so that a CDN or a proxy may keep them. The app itself always asks the server again (`no-cache`:
 * the browser sends its copy's ETag and gets a cheap 304 when nothing changed), so a shopper who
 * just bought, or an admin who just changed a listing, is never shown the browser's older copy.
 */
export const REVALIDATE = { cache: 'no-cache' } as const satisfies RequestInit;
