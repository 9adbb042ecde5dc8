/**
 * `srcset` and `sizes` for a game image in the image service's URL shape,
 * `{IMAGE_BASE_URL}/t_1080p/{image_id}.jpg`: the same picture in the service's smaller sizes
 * (IGDB's names, which the API's own /images route serves too), so the browser fetches the
 * smallest one that fills its box. Any other URL is left to load as it is.
 */
const FULL_SIZE_URL = /^(.*\/)t_1080p\/([^/?#]+)\.jpg$/;

interface Candidate {
  size: string;
  /** The width the size gives this kind of picture (what `w` in srcset describes). */
  width: number;
}

// Covers are 600×800 at full size; every cover box of the app is at most 264 px wide.
const COVER_SIZES: readonly Candidate[] = [
  { size: 't_cover_small', width: 90 },
  { size: 't_cover_big', width: 264 },
  { size: 't_1080p', width: 600 },
];
// Artworks and screenshots are 1280×720; t_logo_med fits them in 284×160, the thumbnails' size.
const WIDE_SIZES: readonly Candidate[] = [
  { size: 't_logo_med', width: 284 },
  { size: 't_screenshot_med', width: 569 },
  { size: 't_screenshot_big', width: 889 },
  { size: 't_1080p', width: 1280 },
];

/** The id says the kind, in the bundled database (`kl_c_…` covers) as in IGDB's (`co…`). */
const isCoverId = (imageId: string) => /^(kl_c_|co)/.test(imageId);

export interface SizedImage {
  srcSet?: string;
  sizes?: string;
}

/**
 * For a lazily loaded image the browser can size it by its own box (`sizes="auto"`); before it
 * has laid the box out, or for an eager image, a cover is at most 264 px wide and anything else
 * may span the window.
 */
export function sizedImage(src: string, loading: 'lazy' | 'eager'): SizedImage {
  const match = FULL_SIZE_URL.exec(src);
  if (!match) return {};
  const base = match[1]!;
  const imageId = match[2]!;
  const cover = isCoverId(imageId);
  const candidates = cover ? COVER_SIZES : WIDE_SIZES;
  const fallback = cover ? '264px' : '100vw';
  return {
    srcSet: candidates.map(({ size, width }) => `${base}${size}/${imageId}.jpg ${width}w`).join(', '),
    sizes: loading === 'lazy' ? `auto, ${fallback}` : fallback,
  };
}
