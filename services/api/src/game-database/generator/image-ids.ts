/**
 * Image ids of the bundled database: `kl_c_{game}` for a cover, `kl_a_{game}_{n}` for an artwork,
 * `kl_s_{game}_{n}` for a screenshot. The id alone says what to draw, so images need no storage.
 */
export type ImageKind = 'cover' | 'artwork' | 'screenshot';

export interface ParsedImageId {
  kind: ImageKind;
  game: number;
  /** 1-based position among the game's artworks or screenshots; 0 for a cover. */
  index: number;
}

/** Pixel sizes: covers are portrait, artworks and screenshots 16:9. */
export const IMAGE_SIZES: Readonly<Record<ImageKind, { width: number; height: number }>> = {
  cover: { width: 600, height: 800 },
  artwork: { width: 1280, height: 720 },
  screenshot: { width: 1280, height: 720 },
};

const IMAGE_ID = /^kl_(?:c_([1-9]\d{0,6})|([as])_([1-9]\d{0,6})_([1-9]\d?))$/;

export const coverImageId = (game: number): string => `kl_c_${game}`;
export const artworkImageId = (game: number, index: number): string => `kl_a_${game}_${index}`;
export const screenshotImageId = (game: number, index: number): string => `kl_s_${game}_${index}`;

/** The parts of a well-formed image id, or null for anything else (checked before any other work). */
export function parseImageId(imageId: string): ParsedImageId | null {
  if (imageId.length > 24) return null;
  const match = IMAGE_ID.exec(imageId);
  if (!match) return null;
  if (match[1] !== undefined) return { kind: 'cover', game: Number(match[1]), index: 0 };
  return { kind: match[2] === 'a' ? 'artwork' : 'screenshot', game: Number(match[3]), index: Number(match[4]) };
}
