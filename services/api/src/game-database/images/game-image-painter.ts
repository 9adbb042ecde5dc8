import type { ImageKind } from '../generator/image-ids.js';
import { SeededRandom } from '../generator/seeded-random.js';
import { drawText, fitText, GLYPH_HEIGHT, textWidth } from './bitmap-font.js';
import { Raster, type Rgb } from './raster.js';
import { SCENE_PAINTERS } from './scene-painters.js';
import { PALETTES, type Palette, type SceneStyle } from './scene-styles.js';

export interface GameImageSpec {
  kind: ImageKind;
  width: number;
  height: number;
  /** Seeds the layout: one per image. */
  seed: number;
  /** Seeds the palette: one per game, so all of a game's pictures match. */
  gameSeed: number;
  style: SceneStyle;
  /** The game's name, printed on covers. */
  title: string;
  /** A short line above the title (the genre). */
  caption: string;
}

const TEXT: Rgb = [246, 246, 246];
const SHADOW: Rgb = [0, 0, 0];

function shadowedText(raster: Raster, text: string, x: number, y: number, scale: number, color: Rgb): void {
  const offset = Math.max(1, Math.round(scale / 2));
  drawText(raster, text, x + offset, y + offset, scale, SHADOW, 0.6);
  drawText(raster, text, x, y, scale, color);
}

/** Covers: a dark band at the bottom with the caption, an accent rule and the title. */
function titleBand(raster: Raster, spec: GameImageSpec, palette: Palette): void {
  const { width, height } = raster;
  raster.fadeBand(SHADOW, height * 0.52, height * 0.8, 0.88);
  raster.fillRect(0, height * 0.8, width, height * 0.2, SHADOW, 0.88);
  const margin = Math.round(width * 0.08);
  const { lines, scale } = fitText(spec.title, width - 2 * margin, 9, 3);
  const lineHeight = (GLYPH_HEIGHT + 3) * scale;
  const bottom = height - margin;
  let y = bottom - lines.length * lineHeight + 3 * scale;
  const captionScale = 3;
  const captionY = y - (GLYPH_HEIGHT + 5) * captionScale;
  drawText(raster, spec.caption, Math.round((width - textWidth(spec.caption, captionScale)) / 2), captionY, captionScale, palette.accent);
  raster.fillRect(width * 0.41, captionY + (GLYPH_HEIGHT + 2) * captionScale, width * 0.18, 4, palette.accent);
  for (const line of lines) {
    shadowedText(raster, line, Math.round((width - textWidth(line, scale)) / 2), y, scale, TEXT);
    y += lineHeight;
  }
}

/** Screenshots: a game HUD (health and energy bars, minimap, counter) so they read as gameplay. */
function hud(raster: Raster, rng: SeededRandom, palette: Palette): void {
  const { width, height } = raster;
  const pad = 28;
  const barW = width * 0.22;
  for (const [row, fill, color] of [[0, 0.35 + rng.next() * 0.65, [226, 60, 60]], [1, 0.2 + rng.next() * 0.8, palette.accent]] as const) {
    const y = pad + row * 26;
    raster.fillRect(pad, y, barW, 16, SHADOW, 0.55);
    raster.fillRect(pad + 3, y + 3, (barW - 6) * fill, 10, color as Rgb, 0.95);
  }
  const r = height * 0.11;
  const mx = width - pad - r;
  const my = pad + r;
  raster.fillCircle(mx, my, r + 3, palette.accent, 0.8);
  raster.fillCircle(mx, my, r, SHADOW, 0.6);
  for (let p = 0; p < 5; p++) raster.fillCircle(mx + (rng.next() - 0.5) * r * 1.3, my + (rng.next() - 0.5) * r * 1.3, 4, [230, 80, 80], 0.9);
  raster.fillPolygon([[mx, my - 9], [mx + 6, my + 6], [mx - 6, my + 6]], TEXT);
  const counter = String(rng.int(0, 999)).padStart(3, '0') + ' / ' + String(rng.int(100, 999));
  const scale = 4;
  shadowedText(raster, counter, width - pad - textWidth(counter, scale), height - pad - GLYPH_HEIGHT * scale, scale, TEXT);
  if (rng.chance(0.5)) {
    const cx = width / 2;
    const cy = height / 2;
    for (const [dx, dy] of [[-1, 0], [1, 0], [0, -1], [0, 1]] as const) raster.line(cx + dx * 8, cy + dy * 8, cx + dx * 20, cy + dy * 20, TEXT, 0.8, 2);
  }
}

/** Paints one game picture; the same spec always gives the same pixels. */
export function paintGameImage(spec: GameImageSpec): Raster {
  const raster = new Raster(spec.width, spec.height);
  const palettes = PALETTES[spec.style];
  const palette = palettes[spec.gameSeed % palettes.length]!;
  const rng = new SeededRandom(spec.seed);
  const horizon = spec.height * (spec.kind === 'cover' ? 0.5 : 0.58 + rng.next() * 0.08);
  SCENE_PAINTERS[spec.style](raster, rng, palette, horizon);
  raster.vignette(0.55);
  if (spec.kind === 'cover') titleBand(raster, spec, palette);
  if (spec.kind === 'screenshot') hud(raster, rng, palette);
  return raster;
}
