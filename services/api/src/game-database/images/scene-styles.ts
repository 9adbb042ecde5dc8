import type { Rgb } from './raster.js';

/** The kind of landscape a game's pictures show, from its genres and themes. */
export type SceneStyle = 'neon' | 'golden' | 'crimson' | 'smoke' | 'road' | 'field' | 'pastel' | 'noir';

export interface Palette {
  skyTop: Rgb;
  skyBottom: Rgb;
  glow: Rgb;
  far: Rgb;
  near: Rgb;
  accent: Rgb;
}

export const PALETTES: Readonly<Record<SceneStyle, readonly Palette[]>> = {
  neon: [
    { skyTop: [20, 6, 48], skyBottom: [214, 40, 118], glow: [255, 170, 60], far: [70, 24, 100], near: [14, 5, 30], accent: [0, 230, 255] },
    { skyTop: [4, 10, 40], skyBottom: [0, 120, 170], glow: [255, 60, 200], far: [22, 44, 96], near: [5, 8, 25], accent: [255, 210, 0] },
    { skyTop: [2, 18, 16], skyBottom: [0, 130, 105], glow: [190, 255, 130], far: [10, 60, 52], near: [2, 14, 12], accent: [255, 80, 160] },
  ],
  golden: [
    { skyTop: [40, 90, 160], skyBottom: [250, 200, 120], glow: [255, 232, 170], far: [96, 116, 156], near: [30, 45, 60], accent: [255, 200, 80] },
    { skyTop: [30, 40, 90], skyBottom: [232, 124, 92], glow: [255, 192, 124], far: [96, 74, 116], near: [26, 20, 40], accent: [240, 176, 255] },
    { skyTop: [58, 118, 112], skyBottom: [222, 232, 172], glow: [255, 250, 204], far: [76, 116, 96], near: [20, 50, 36], accent: [250, 220, 120] },
  ],
  crimson: [
    { skyTop: [6, 5, 9], skyBottom: [96, 12, 16], glow: [232, 226, 204], far: [44, 9, 13], near: [5, 2, 3], accent: [224, 34, 34] },
    { skyTop: [8, 14, 18], skyBottom: [62, 84, 74], glow: [204, 224, 194], far: [26, 36, 33], near: [5, 8, 7], accent: [170, 232, 160] },
  ],
  smoke: [
    { skyTop: [50, 50, 56], skyBottom: [192, 142, 92], glow: [255, 182, 92], far: [94, 84, 78], near: [30, 28, 26], accent: [232, 162, 62] },
    { skyTop: [30, 40, 50], skyBottom: [142, 152, 152], glow: [255, 240, 212], far: [72, 82, 88], near: [20, 24, 26], accent: [204, 62, 42] },
  ],
  road: [
    { skyTop: [20, 30, 82], skyBottom: [255, 142, 62], glow: [255, 222, 122], far: [82, 52, 92], near: [26, 20, 36], accent: [255, 82, 42] },
    { skyTop: [90, 160, 230], skyBottom: [222, 236, 250], glow: [255, 255, 232], far: [112, 142, 122], near: [52, 72, 62], accent: [232, 32, 52] },
  ],
  field: [
    { skyTop: [5, 10, 30], skyBottom: [32, 52, 92], glow: [240, 245, 255], far: [42, 52, 72], near: [32, 122, 52], accent: [255, 255, 255] },
    { skyTop: [72, 142, 222], skyBottom: [192, 222, 246], glow: [255, 255, 242], far: [122, 132, 142], near: [52, 152, 62], accent: [250, 212, 42] },
  ],
  pastel: [
    { skyTop: [255, 200, 210], skyBottom: [255, 240, 200], glow: [255, 255, 255], far: [172, 212, 192], near: [112, 172, 142], accent: [92, 112, 202] },
    { skyTop: [180, 220, 255], skyBottom: [232, 250, 240], glow: [255, 255, 242], far: [162, 202, 232], near: [112, 162, 202], accent: [250, 122, 92] },
    { skyTop: [212, 192, 255], skyBottom: [255, 222, 240], glow: [255, 250, 255], far: [192, 172, 232], near: [142, 112, 192], accent: [255, 202, 62] },
  ],
  noir: [
    { skyTop: [8, 14, 24], skyBottom: [32, 62, 82], glow: [255, 202, 122], far: [22, 36, 52], near: [5, 8, 12], accent: [255, 192, 92] },
    { skyTop: [20, 10, 20], skyBottom: [92, 42, 62], glow: [255, 122, 142], far: [46, 26, 42], near: [10, 5, 10], accent: [255, 82, 112] },
  ],
};

/** Racing and sport show their venue; otherwise the first telling theme decides. */
export function sceneStyleFor(genres: readonly number[], themes: readonly number[]): SceneStyle {
  if (genres.includes(10)) return 'road';
  if (genres.includes(14)) return 'field';
  for (const theme of themes) {
    if (theme === 18) return 'neon';
    if (theme === 17) return 'golden';
    if (theme === 19 || theme === 21) return 'crimson';
    if (theme === 39 || theme === 22) return 'smoke';
    if (theme === 43 || theme === 20 || theme === 23) return 'noir';
  }
  return 'pastel';
}
