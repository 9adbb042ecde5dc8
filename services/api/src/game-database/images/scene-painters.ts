import type { SeededRandom } from '../generator/seeded-random.js';
import { mix, type Raster, type Rgb } from './raster.js';
import type { Palette, SceneStyle } from './scene-styles.js';

type ScenePainter = (raster: Raster, rng: SeededRandom, palette: Palette, horizon: number) => void;

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** A smooth random ridge line: y = base − amplitude × (sum of three sines, −1..1). */
function ridge(rng: SeededRandom, width: number, base: number, amplitude: number, roughness = 1): (x: number) => number {
  const waves = [1, 2.3, 5.1].map((f) => ({
    k: ((f * roughness * 2 * Math.PI) / width) * (0.7 + rng.next() * 0.8),
    phase: rng.next() * Math.PI * 2,
    weight: 1 / f,
  }));
  const total = waves.reduce((sum, w) => sum + w.weight, 0);
  return (x) => base - (amplitude * waves.reduce((sum, w) => sum + w.weight * Math.sin(w.k * x + w.phase), 0)) / total;
}

function stars(raster: Raster, rng: SeededRandom, below: number, count: number): void {
  for (let i = 0; i < count; i++) {
    const size = rng.chance(0.15) ? 2 : 1;
    raster.fillRect(rng.int(0, raster.width), rng.int(0, Math.floor(below)), size, size, WHITE, 0.3 + rng.next() * 0.6);
  }
}

/** Rectangles standing on the horizon; windows lit at random when `windows` is given. */
function skyline(raster: Raster, rng: SeededRandom, horizon: number, color: Rgb, maxHeight: number, windows?: Rgb): void {
  const unit = raster.width / 64;
  for (let x = -rng.int(0, 20); x < raster.width; ) {
    const w = unit * (1.5 + rng.next() * 3);
    const h = maxHeight * (0.25 + rng.next() * 0.75);
    raster.fillRect(x, horizon - h, w, h + 1, color);
    if (rng.chance(0.2)) raster.fillRect(x + w * 0.45, horizon - h - unit * 1.5, Math.max(2, unit * 0.15), unit * 1.5, color);
    if (windows) {
      const cell = Math.max(4, unit * 0.55);
      for (let wy = horizon - h + cell; wy < horizon - cell; wy += cell * 1.6) {
        for (let wx = x + cell * 0.6; wx < x + w - cell; wx += cell * 1.4) {
          if (rng.chance(0.22)) raster.fillRect(wx, wy, cell * 0.7, cell * 0.8, windows, 0.55 + rng.next() * 0.4);
        }
      }
    }
    x += w + unit * rng.next() * 0.6;
  }
}

function skyColor(palette: Palette, y: number, horizon: number): Rgb {
  return mix(palette.skyTop, palette.skyBottom, Math.min(1, Math.max(0, y / horizon)));
}

const neon: ScenePainter = (raster, rng, palette, horizon) => {
  const { width, height } = raster;
  raster.verticalGradient(palette.skyTop, palette.skyBottom, 0, horizon);
  stars(raster, rng, horizon * 0.6, Math.round(width / 8));
  const r = Math.min(width, height) * (0.16 + rng.next() * 0.06);
  const cx = width * (0.3 + rng.next() * 0.4);
  const cy = horizon - r * 0.8;
  raster.glow(cx, cy, r * 2.6, palette.glow, 0.55);
  raster.fillCircle(cx, cy, r, palette.glow);
  for (let k = 0; k < 6; k++) {
    const y = cy + r * (0.05 + k * 0.17);
    raster.fillRect(cx - r - 2, y, 2 * r + 4, 2 + k * (r / 40), skyColor(palette, y, horizon));
  }
  skyline(raster, rng, horizon, palette.far, height * 0.3);
  raster.verticalGradient(palette.near, mix(palette.near, palette.skyTop, 0.5), horizon, height);
  const vx = width / 2;
  for (let k = 1; k <= 12; k++) {
    const y = horizon + (height - horizon) * (k / 12) ** 2;
    raster.line(0, y, width, y, palette.accent, 0.35 + k * 0.03, 1.5);
  }
  for (let k = -14; k <= 14; k++) raster.line(vx + k * (width / 120), horizon, vx + k * (width / 10), height, palette.accent, 0.45, 1.5);
  skyline(raster, rng, horizon, palette.near, height * 0.3, palette.accent);
};

const golden: ScenePainter = (raster, rng, palette, horizon) => {
  const { width, height } = raster;
  raster.verticalGradient(palette.skyTop, palette.skyBottom, 0, height);
  const sunX = width * (0.2 + rng.next() * 0.6);
  raster.glow(sunX, horizon - height * 0.18, Math.max(width, height) * 0.45, palette.glow, 0.7);
  raster.fillCircle(sunX, horizon - height * 0.18, Math.min(width, height) * 0.05, palette.glow);
  for (let c = 0; c < 5; c++) {
    const cx = rng.int(0, width);
    const cy = rng.int(Math.round(height * 0.05), Math.round(horizon * 0.6));
    for (let p = 0; p < 4; p++) raster.glow(cx + p * width * 0.03, cy + rng.int(-8, 8), width * 0.06, WHITE, 0.35);
  }
  const layers = 3;
  let nearRidge = (_x: number) => horizon;
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const color = mix(mix(palette.far, palette.skyBottom, 0.35 * (1 - t)), palette.near, t);
    const top = ridge(rng, width, horizon - height * 0.1 + i * height * 0.12, height * (0.16 - i * 0.04), 1 + i * 0.5);
    raster.fillBelow(top, color);
    nearRidge = top;
  }
  // A castle on the nearest ridge.
  const castleX = width * (0.15 + rng.next() * 0.7);
  const ground = nearRidge(castleX);
  const unit = height / 40;
  for (const [dx, h, w] of [[-3, 6, 2], [0, 9, 2.4], [3, 5, 2], [-1.5, 4, 5]] as const) {
    const x = castleX + dx * unit;
    raster.fillRect(x - (w * unit) / 2, ground - h * unit, w * unit, h * unit + 2, palette.near);
    if (w < 3) raster.fillPolygon([[x - (w * unit) / 2 - 2, ground - h * unit], [x, ground - (h + 2.5) * unit], [x + (w * unit) / 2 + 2, ground - h * unit]], palette.near);
    if (w < 3) raster.fillRect(x - unit * 0.25, ground - (h - 2) * unit, unit * 0.5, unit * 0.9, palette.accent, 0.9);
  }
  for (let b = 0; b < 6; b++) {
    const bx = rng.int(0, width);
    const by = rng.int(Math.round(height * 0.1), Math.round(horizon * 0.7));
    const s = unit * 0.5;
    raster.line(bx - s, by - s * 0.5, bx, by, palette.near, 0.8, 2);
    raster.line(bx, by, bx + s, by - s * 0.5, palette.near, 0.8, 2);
  }
};

const crimson: ScenePainter = (raster, rng, palette, horizon) => {
  const { width, height } = raster;
  raster.verticalGradient(palette.skyTop, palette.skyBottom, 0, height);
  stars(raster, rng, horizon * 0.5, Math.round(width / 16));
  const mx = width * (0.2 + rng.next() * 0.6);
  const my = horizon * (0.3 + rng.next() * 0.2);
  const mr = Math.min(width, height) * 0.08;
  raster.glow(mx, my, mr * 5, palette.glow, 0.35);
  raster.fillCircle(mx, my, mr, palette.glow);
  raster.fillCircle(mx + mr * 0.35, my - mr * 0.2, mr * 0.9, skyColor(palette, my, height), 0.25);
  const forest = (base: number, color: Rgb, minH: number, maxH: number, step: number) => {
    for (let x = -10; x < width + 10; x += step * (0.6 + rng.next() * 0.8)) {
      const h = minH + rng.next() * (maxH - minH);
      const w = h * (0.18 + rng.next() * 0.1);
      raster.fillPolygon([[x - w, base + 2], [x, base - h], [x + w, base + 2]], color);
      raster.fillRect(x - 1, base - h * 0.2, 3, h * 0.2 + 2, color);
    }
    raster.fillRect(0, base, width, height - base, color);
  };
  forest(horizon, palette.far, height * 0.08, height * 0.2, width / 70);
  raster.fadeBand(palette.far, horizon - height * 0.12, horizon + height * 0.02, 0.6);
  forest(horizon + height * 0.08, palette.near, height * 0.12, height * 0.34, width / 40);
  // A lone house with one lit window.
  const hx = width * (0.2 + rng.next() * 0.6);
  const hy = horizon + height * 0.08;
  const u = height / 30;
  raster.fillRect(hx - 2 * u, hy - 3 * u, 4 * u, 3 * u + 2, palette.near);
  raster.fillPolygon([[hx - 2.6 * u, hy - 3 * u], [hx, hy - 5 * u], [hx + 2.6 * u, hy - 3 * u]], palette.near);
  raster.glow(hx + u * 0.6, hy - 1.8 * u, u * 3, palette.accent, 0.5);
  raster.fillRect(hx + u * 0.2, hy - 2.2 * u, u * 0.8, u * 0.8, palette.accent);
};

const smoke: ScenePainter = (raster, rng, palette, horizon) => {
  const { width, height } = raster;
  raster.verticalGradient(palette.skyTop, palette.skyBottom, 0, horizon);
  raster.verticalGradient(palette.skyBottom, palette.near, horizon, height);
  for (let b = 0; b < 3; b++) {
    const bx = width * (0.15 + rng.next() * 0.7);
    const spread = width * (0.04 + rng.next() * 0.05);
    const topX = bx + (rng.next() - 0.5) * width * 0.6;
    raster.fillPolygon([[bx - 3, horizon], [topX - spread, 0], [topX + spread, 0], [bx + 3, horizon]], palette.glow, 0.12);
  }
  for (let f = 0; f < 4; f++) raster.glow(rng.int(0, width), horizon, width * 0.12, palette.glow, 0.5);
  for (let s = 0; s < 14; s++) {
    raster.glow(rng.int(0, width), horizon - rng.int(0, Math.round(horizon * 0.7)), width * (0.06 + rng.next() * 0.08), palette.far, 0.45);
  }
  raster.fillBelow(ridge(rng, width, horizon, height * 0.06, 1.5), palette.far);
  const near = ridge(rng, width, horizon + height * 0.12, height * 0.05, 2);
  raster.fillBelow(near, palette.near);
  const step = width / 24;
  for (let x = step / 2; x < width; x += step) {
    const y = near(x);
    raster.fillRect(x - 2, y - height * 0.06, 4, height * 0.06 + 2, palette.near);
  }
  for (let x = 0; x + step < width; x += step) {
    for (const level of [0.045, 0.025]) raster.line(x + step / 2, near(x + step / 2) - height * level, x + step * 1.5, near(x + step * 1.5) - height * level, palette.near, 0.9, 1.5);
  }
  raster.fillCircle(width * (0.7 + rng.next() * 0.2), horizon * 0.35, Math.min(width, height) * 0.03, palette.accent, 0.7);
};

const road: ScenePainter = (raster, rng, palette, horizon) => {
  const { width, height } = raster;
  raster.verticalGradient(palette.skyTop, palette.skyBottom, 0, horizon);
  raster.glow(width * (0.3 + rng.next() * 0.4), horizon, width * 0.35, palette.glow, 0.8);
  raster.fillBelow(ridge(rng, width, horizon, height * 0.08, 1.2), palette.far);
  raster.verticalGradient(palette.near, mix(palette.near, palette.far, 0.4), horizon, height);
  const vx = width * (0.45 + rng.next() * 0.1);
  const asphalt: Rgb = [34, 34, 40];
  raster.fillPolygon([[vx - 6, horizon], [vx + 6, horizon], [width * 1.05, height], [-width * 0.05, height]], asphalt);
  raster.line(vx - 6, horizon, -width * 0.05, height, WHITE, 0.8, 3);
  raster.line(vx + 6, horizon, width * 1.05, height, WHITE, 0.8, 3);
  for (let k = 0; k < 10; k++) {
    const t0 = (k / 10) ** 2;
    const t1 = ((k + 0.5) / 10) ** 2;
    const y0 = horizon + (height - horizon) * t0;
    const y1 = horizon + (height - horizon) * t1;
    raster.fillPolygon([[vx - 1 - t0 * 8, y0], [vx + 1 + t0 * 8, y0], [vx + 1 + t1 * 8, y1], [vx - 1 - t1 * 8, y1]], palette.glow, 0.9);
  }
  // The player's car, seen from behind.
  const carW = width * 0.22;
  const carH = carW * 0.32;
  const carX = vx - carW / 2 + (rng.next() - 0.5) * width * 0.1;
  const carY = height - carH * 1.5;
  raster.fillPolygon([[carX + carW * 0.2, carY - carH * 0.55], [carX + carW * 0.8, carY - carH * 0.55], [carX + carW * 0.92, carY], [carX + carW * 0.08, carY]], [16, 16, 20]);
  raster.fillRect(carX, carY, carW, carH, [20, 20, 26]);
  raster.fillRect(carX, carY + carH, carW * 0.18, carH * 0.3, BLACK);
  raster.fillRect(carX + carW * 0.82, carY + carH, carW * 0.18, carH * 0.3, BLACK);
  for (const lx of [carX + carW * 0.04, carX + carW * 0.78]) {
    raster.glow(lx + carW * 0.09, carY + carH * 0.35, carW * 0.2, palette.accent, 0.6);
    raster.fillRect(lx, carY + carH * 0.2, carW * 0.18, carH * 0.25, palette.accent);
  }
};

const field: ScenePainter = (raster, rng, palette, horizon) => {
  const { width, height } = raster;
  const standsTop = horizon * 0.45;
  raster.verticalGradient(palette.skyTop, palette.skyBottom, 0, standsTop);
  raster.verticalGradient(palette.far, mix(palette.far, BLACK, 0.4), standsTop, horizon);
  for (let y = standsTop + 8; y < horizon - 6; y += 14) {
    raster.fillRect(0, y + 8, width, 2, BLACK, 0.35);
    for (let x = rng.int(0, 10); x < width; x += rng.int(12, 22)) {
      raster.fillRect(x, y, 5, 6, rng.pick([palette.accent, WHITE, palette.near, [200, 60, 60] as Rgb]), 0.4);
    }
  }
  for (const tx of [width * 0.08, width * 0.92]) {
    raster.fillRect(tx - 3, standsTop * 0.25, 6, horizon - standsTop * 0.25, [20, 22, 30]);
    raster.fillRect(tx - width * 0.04, standsTop * 0.2, width * 0.08, standsTop * 0.12, [230, 232, 240]);
    raster.glow(tx, standsTop * 0.26, width * 0.3, palette.glow, 0.55);
  }
  for (let k = 0; k < 12; k++) {
    const y0 = horizon + (height - horizon) * (k / 12) ** 1.6;
    const y1 = horizon + (height - horizon) * ((k + 1) / 12) ** 1.6;
    raster.fillRect(0, y0, width, y1 - y0 + 1, k % 2 === 0 ? palette.near : mix(palette.near, WHITE, 0.1));
  }
  const mid = horizon + (height - horizon) * 0.45;
  raster.line(0, horizon + 3, width, horizon + 3, WHITE, 0.85, 3);
  raster.line(0, mid, width, mid, WHITE, 0.85, 3);
  const points: [number, number][] = [];
  for (let a = 0; a < Math.PI * 2; a += Math.PI / 40) points.push([width / 2 + Math.cos(a) * width * 0.14, mid + Math.sin(a) * (height - horizon) * 0.14]);
  for (let i = 0; i < points.length; i++) {
    const [x0, y0] = points[i]!;
    const [x1, y1] = points[(i + 1) % points.length]!;
    raster.line(x0, y0, x1, y1, WHITE, 0.85, 3);
  }
  const bx = width * (0.3 + rng.next() * 0.4);
  const by = mid + (height - horizon) * (0.1 + rng.next() * 0.3);
  raster.fillCircle(bx + 6, by + 8, height * 0.02, BLACK, 0.3);
  raster.fillCircle(bx, by, height * 0.02, WHITE);
};

const pastel: ScenePainter = (raster, rng, palette, horizon) => {
  const { width, height } = raster;
  raster.verticalGradient(palette.skyTop, palette.skyBottom, 0, height);
  for (let c = 0; c < 6; c++) raster.glow(rng.int(0, width), rng.int(0, Math.round(horizon)), width * (0.08 + rng.next() * 0.1), palette.glow, 0.6);
  for (let s = 0; s < 9; s++) {
    const x = rng.int(0, width);
    const y = rng.int(Math.round(height * 0.08), Math.round(horizon * 0.85));
    const size = Math.min(width, height) * (0.03 + rng.next() * 0.06);
    const color = rng.chance(0.5) ? palette.accent : mix(palette.accent, WHITE, 0.5);
    if (rng.chance(0.5)) raster.fillCircle(x, y, size, color, 0.75);
    else {
      const angle = rng.next() * Math.PI;
      const corners = [0, 1, 2, 3].map((k): [number, number] => [x + Math.cos(angle + (k * Math.PI) / 2) * size * 1.3, y + Math.sin(angle + (k * Math.PI) / 2) * size * 1.3]);
      raster.fillPolygon(corners, color, 0.75);
    }
  }
  raster.fillBelow(ridge(rng, width, horizon, height * 0.06, 0.8), palette.far);
  const near = ridge(rng, width, horizon + height * 0.12, height * 0.05, 0.7);
  raster.fillBelow(near, palette.near);
  for (let t = 0; t < 7; t++) {
    const x = rng.int(0, width);
    const y = near(x) + height * 0.02;
    const r = height * (0.025 + rng.next() * 0.025);
    raster.fillRect(x - r * 0.15, y - r * 1.5, r * 0.3, r * 1.6, mix(palette.near, BLACK, 0.45));
    raster.fillCircle(x, y - r * 1.8, r, mix(palette.near, BLACK, 0.2));
  }
};

const noir: ScenePainter = (raster, rng, palette, horizon) => {
  const { width, height } = raster;
  raster.verticalGradient(palette.skyTop, palette.skyBottom, 0, horizon);
  skyline(raster, rng, horizon, palette.far, height * 0.35);
  skyline(raster, rng, horizon, palette.near, height * 0.5, mix(palette.accent, WHITE, 0.2));
  raster.verticalGradient(palette.near, mix(palette.near, palette.far, 0.6), horizon, height);
  const lamp = width * (0.15 + rng.next() * 0.7);
  raster.fillRect(lamp - 3, horizon - height * 0.3, 6, height * 0.3 + (height - horizon) * 0.4, BLACK);
  raster.fillRect(lamp - 3, horizon - height * 0.3, width * 0.03, 5, BLACK);
  raster.glow(lamp + width * 0.03, horizon - height * 0.29, height * 0.3, palette.glow, 0.7);
  raster.glow(lamp, horizon + (height - horizon) * 0.55, height * 0.25, palette.glow, 0.35);
  for (let d = 0; d < width / 3; d++) {
    const x = rng.int(-50, width);
    const y = rng.int(-50, height);
    const len = height * (0.02 + rng.next() * 0.04);
    raster.line(x, y, x + len * 0.25, y + len, WHITE, 0.12, 1);
  }
};

export const SCENE_PAINTERS: Readonly<Record<SceneStyle, ScenePainter>> = { neon, golden, crimson, smoke, road, field, pastel, noir };
