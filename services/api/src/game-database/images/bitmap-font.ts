import type { Raster, Rgb } from './raster.js';

/**
 * A 5×7 pixel font drawn for this project (rows top to bottom, '#' is ink). Letters are upper
 * case; anything without a glyph is drawn as a blank.
 */
const GLYPHS: Readonly<Record<string, string>> = {
  A: '.###. #...# #...# ##### #...# #...# #...#',
  B: '####. #...# #...# ####. #...# #...# ####.',
  C: '.###. #...# #.... #.... #.... #...# .###.',
  D: '####. #...# #...# #...# #...# #...# ####.',
  E: '##### #.... #.... ####. #.... #.... #####',
  F: '##### #.... #.... ####. #.... #.... #....',
  G: '.###. #...# #.... #.### #...# #...# .####',
  H: '#...# #...# #...# ##### #...# #...# #...#',
  I: '.###. ..#.. ..#.. ..#.. ..#.. ..#.. .###.',
  J: '..### ...#. ...#. ...#. ...#. #..#. .##..',
  K: '#...# #..#. #.#.. ##... #.#.. #..#. #...#',
  L: '#.... #.... #.... #.... #.... #.... #####',
  M: '#...# ##.## #.#.# #.#.# #...# #...# #...#',
  N: '#...# #...# ##..# #.#.# #..## #...# #...#',
  O: '.###. #...# #...# #...# #...# #...# .###.',
  P: '####. #...# #...# ####. #.... #.... #....',
  Q: '.###. #...# #...# #...# #.#.# #..#. .##.#',
  R: '####. #...# #...# ####. #.#.. #..#. #...#',
  S: '.#### #.... #.... .###. ....# ....# ####.',
  T: '##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..',
  U: '#...# #...# #...# #...# #...# #...# .###.',
  V: '#...# #...# #...# #...# #...# .#.#. ..#..',
  W: '#...# #...# #...# #.#.# #.#.# #.#.# .#.#.',
  X: '#...# #...# .#.#. ..#.. .#.#. #...# #...#',
  Y: '#...# #...# .#.#. ..#.. ..#.. ..#.. ..#..',
  Z: '##### ....# ...#. ..#.. .#... #.... #####',
  '0': '.###. #...# #..## #.#.# ##..# #...# .###.',
  '1': '..#.. .##.. ..#.. ..#.. ..#.. ..#.. .###.',
  '2': '.###. #...# ....# ...#. ..#.. .#... #####',
  '3': '##### ...#. ..#.. ...#. ....# #...# .###.',
  '4': '...#. ..##. .#.#. #..#. ##### ...#. ...#.',
  '5': '##### #.... ####. ....# ....# #...# .###.',
  '6': '..##. .#... #.... ####. #...# #...# .###.',
  '7': '##### ....# ...#. ..#.. .#... .#... .#...',
  '8': '.###. #...# #...# .###. #...# #...# .###.',
  '9': '.###. #...# #...# .#### ....# ...#. .##..',
  ':': '..... ..#.. ..#.. ..... ..#.. ..#.. .....',
  '-': '..... ..... ..... .###. ..... ..... .....',
  "'": '..#.. ..#.. .#... ..... ..... ..... .....',
  '.': '..... ..... ..... ..... ..... .##.. .##..',
  ',': '..... ..... ..... ..... .##.. ..#.. .#...',
  '!': '..#.. ..#.. ..#.. ..#.. ..#.. ..... ..#..',
  '?': '.###. #...# ....# ...#. ..#.. ..... ..#..',
  '&': '.##.. #..#. #.#.. .#... #.#.# #..#. .##.#',
  '|': '..#.. ..#.. ..#.. ..#.. ..#.. ..#.. ..#..',
  '/': '....# ....# ...#. ..#.. .#... #.... #....',
};

const ROWS: ReadonlyMap<string, readonly string[]> = new Map(Object.entries(GLYPHS).map(([char, rows]) => [char, rows.split(' ')]));

export const GLYPH_WIDTH = 5;
export const GLYPH_HEIGHT = 7;
/** Horizontal advance per character, in font pixels (glyph plus one pixel of spacing). */
const ADVANCE = GLYPH_WIDTH + 1;

export function textWidth(text: string, scale: number): number {
  return text.length === 0 ? 0 : (text.length * ADVANCE - 1) * scale;
}

/** Draws upper-cased text with its top-left corner at (x, y); each font pixel is a scale×scale block. */
export function drawText(raster: Raster, text: string, x: number, y: number, scale: number, color: Rgb, alpha = 1): void {
  const upper = text.toUpperCase();
  for (let i = 0; i < upper.length; i++) {
    const rows = ROWS.get(upper[i]!);
    if (!rows) continue;
    const left = x + i * ADVANCE * scale;
    rows.forEach((row, r) => {
      for (let c = 0; c < GLYPH_WIDTH; c++) {
        if (row[c] === '#') raster.fillRect(left + c * scale, y + r * scale, scale, scale, color, alpha);
      }
    });
  }
}

/**
 * Splits text into at most `maxLines` lines at the largest scale (≤ maxScale) that fits `width`.
 * Words too long for a line at the smallest scale are cut.
 */
export function fitText(text: string, width: number, maxScale: number, maxLines: number): { lines: string[]; scale: number } {
  const words = text.toUpperCase().split(/\s+/).filter(Boolean);
  for (let scale = maxScale; scale >= 2; scale--) {
    const perLine = Math.floor((width / scale + 1) / ADVANCE);
    const lines: string[] = [];
    let current = '';
    let fits = true;
    for (const word of words) {
      if (word.length > perLine) {
        fits = false;
        break;
      }
      const candidate = current ? `${current} ${word}` : word;
      if (candidate.length <= perLine) current = candidate;
      else {
        lines.push(current);
        current = word;
      }
    }
    if (current) lines.push(current);
    if (fits && lines.length <= maxLines) return { lines, scale };
  }
  const perLine = Math.floor((width / 2 + 1) / ADVANCE);
  return { lines: [text.toUpperCase().slice(0, perLine)], scale: 2 };
}
