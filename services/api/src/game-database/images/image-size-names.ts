/**
 * The image service's size names (IGDB's, as in `{IMAGE_BASE_URL}/t_cover_big/{image_id}.jpg`)
 * that the app's own image route serves. `fit` scales the whole picture into the box; `fill`
 * covers the box and crops the middle. Like the image service, neither ever enlarges a picture,
 * so `t_1080p` is each picture at its own size (600×800 covers, 1280×720 artworks).
 */
export type ImageSizeName = 't_cover_small' | 't_cover_big' | 't_logo_med' | 't_screenshot_med' | 't_screenshot_big' | 't_720p' | 't_1080p';

interface SizeBox {
  width: number;
  height: number;
  mode: 'fit' | 'fill';
}

const SIZE_BOXES: Readonly<Record<ImageSizeName, SizeBox>> = {
  t_cover_small: { width: 90, height: 128, mode: 'fit' },
  t_cover_big: { width: 264, height: 374, mode: 'fit' },
  t_logo_med: { width: 284, height: 160, mode: 'fit' },
  t_screenshot_med: { width: 569, height: 320, mode: 'fill' },
  t_screenshot_big: { width: 889, height: 500, mode: 'fill' },
  t_720p: { width: 1280, height: 720, mode: 'fit' },
  t_1080p: { width: 1920, height: 1080, mode: 'fit' },
};

export const IMAGE_SIZE_NAMES = Object.keys(SIZE_BOXES) as ImageSizeName[];

export const isImageSizeName = (name: string): name is ImageSizeName => Object.hasOwn(SIZE_BOXES, name);

/** Where a sized picture comes from in the full one (a rectangle in its pixels) and its pixel size. */
export interface SizedGeometry {
  width: number;
  height: number;
  source: { x: number; y: number; width: number; height: number };
}

export function sizedGeometry(full: { width: number; height: number }, name: ImageSizeName): SizedGeometry {
  const box = SIZE_BOXES[name];
  const whole = { x: 0, y: 0, width: full.width, height: full.height };
  if (box.mode === 'fit') {
    const scale = Math.min(1, box.width / full.width, box.height / full.height);
    return { width: Math.round(full.width * scale), height: Math.round(full.height * scale), source: whole };
  }
  const scale = Math.min(1, Math.max(box.width / full.width, box.height / full.height));
  const width = Math.min(box.width, Math.round(full.width * scale));
  const height = Math.min(box.height, Math.round(full.height * scale));
  const sourceWidth = Math.min(full.width, width / scale);
  const sourceHeight = Math.min(full.height, height / scale);
  return {
    width,
    height,
    source: { x: (full.width - sourceWidth) / 2, y: (full.height - sourceHeight) / 2, width: sourceWidth, height: sourceHeight },
  };
}
