export type Rgb = readonly [number, number, number];

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/**
 * An RGBA pixel buffer with the few drawing operations the generated game images need. Every
 * operation is clipped to the canvas, so coordinates may fall outside it.
 */
export class Raster {
  readonly data: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8Array(width * height * 4).fill(255);
  }

  /** Blends one pixel; alpha 0..1. */
  blend(x: number, y: number, color: Rgb, alpha: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || alpha <= 0) return;
    const i = ((y | 0) * this.width + (x | 0)) * 4;
    const a = alpha >= 1 ? 1 : alpha;
    const d = this.data;
    d[i] = d[i]! + (color[0] - d[i]!) * a;
    d[i + 1] = d[i + 1]! + (color[1] - d[i + 1]!) * a;
    d[i + 2] = d[i + 2]! + (color[2] - d[i + 2]!) * a;
  }

  verticalGradient(top: Rgb, bottom: Rgb, fromY = 0, toY = this.height): void {
    const span = Math.max(1, toY - fromY);
    const end = Math.min(this.height, Math.ceil(toY));
    for (let y = Math.max(0, Math.floor(fromY)); y < end; y++) {
      const color = mix(top, bottom, Math.min(1, Math.max(0, (y - fromY) / span)));
      for (let x = 0; x < this.width; x++) this.blend(x, y, color, 1);
    }
  }

  /** A band that fades from transparent at `fromY` to `alpha` at `toY`. */
  fadeBand(color: Rgb, fromY: number, toY: number, alpha: number): void {
    const span = Math.max(1, toY - fromY);
    const end = Math.min(this.height, Math.ceil(toY));
    for (let y = Math.max(0, Math.floor(fromY)); y < end; y++) {
      const a = Math.min(1, Math.max(0, (y - fromY) / span)) * alpha;
      for (let x = 0; x < this.width; x++) this.blend(x, y, color, a);
    }
  }

  fillRect(x: number, y: number, w: number, h: number, color: Rgb, alpha = 1): void {
    const x0 = Math.max(0, Math.round(x));
    const y0 = Math.max(0, Math.round(y));
    const x1 = Math.min(this.width, Math.round(x + w));
    const y1 = Math.min(this.height, Math.round(y + h));
    for (let py = y0; py < y1; py++) for (let px = x0; px < x1; px++) this.blend(px, py, color, alpha);
  }

  /** A disc with a one-pixel soft edge. */
  fillCircle(cx: number, cy: number, r: number, color: Rgb, alpha = 1): void {
    const y0 = Math.max(0, Math.floor(cy - r - 1));
    const y1 = Math.min(this.height - 1, Math.ceil(cy + r + 1));
    const x0 = Math.max(0, Math.floor(cx - r - 1));
    const x1 = Math.min(this.width - 1, Math.ceil(cx + r + 1));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const edge = r - Math.sqrt((x - cx) ** 2 + (y - cy) ** 2);
        if (edge > 0) this.blend(x, y, color, alpha * Math.min(1, edge));
      }
    }
  }

  /** A soft radial light: strongest at the centre, gone at radius r. */
  glow(cx: number, cy: number, r: number, color: Rgb, strength: number): void {
    const y0 = Math.max(0, Math.floor(cy - r));
    const y1 = Math.min(this.height - 1, Math.ceil(cy + r));
    const x0 = Math.max(0, Math.floor(cx - r));
    const x1 = Math.min(this.width - 1, Math.ceil(cx + r));
    const r2 = r * r;
    for (let y = y0; y <= y1; y++) {
      const dy2 = (y - cy) ** 2;
      for (let x = x0; x <= x1; x++) {
        const d2 = (x - cx) ** 2 + dy2;
        if (d2 >= r2) continue;
        const t = 1 - Math.sqrt(d2) / r;
        this.blend(x, y, color, strength * t * t);
      }
    }
  }

  /** Fills everything below the curve y = top(x): mountains, hills, skylines. */
  fillBelow(top: (x: number) => number, color: Rgb, alpha = 1, bottom = this.height): void {
    for (let x = 0; x < this.width; x++) {
      const edge = top(x);
      const start = Math.max(0, Math.floor(edge));
      const end = Math.min(this.height, bottom);
      if (start < end) this.blend(x, start, color, alpha * (1 - (edge - start)));
      for (let y = start + 1; y < end; y++) this.blend(x, y, color, alpha);
    }
  }

  /** Scanline fill of a simple polygon. */
  fillPolygon(points: readonly (readonly [number, number])[], color: Rgb, alpha = 1): void {
    const ys = points.map((p) => p[1]);
    const y0 = Math.max(0, Math.floor(Math.min(...ys)));
    const y1 = Math.min(this.height - 1, Math.ceil(Math.max(...ys)));
    for (let y = y0; y <= y1; y++) {
      const scan = y + 0.5;
      const crossings: number[] = [];
      for (let i = 0; i < points.length; i++) {
        const [ax, ay] = points[i]!;
        const [bx, by] = points[(i + 1) % points.length]!;
        if ((ay <= scan && by > scan) || (by <= scan && ay > scan)) crossings.push(ax + ((scan - ay) / (by - ay)) * (bx - ax));
      }
      crossings.sort((a, b) => a - b);
      for (let i = 0; i + 1 < crossings.length; i += 2) {
        const from = Math.max(0, Math.round(crossings[i]!));
        const to = Math.min(this.width, Math.round(crossings[i + 1]!));
        for (let x = from; x < to; x++) this.blend(x, y, color, alpha);
      }
    }
  }

  line(x0: number, y0: number, x1: number, y1: number, color: Rgb, alpha = 1, thickness = 1): void {
    const steps = Math.max(1, Math.ceil(Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0))));
    const half = thickness / 2;
    for (let s = 0; s <= steps; s++) {
      const x = x0 + ((x1 - x0) * s) / steps;
      const y = y0 + ((y1 - y0) * s) / steps;
      this.fillRect(x - half, y - half, thickness, thickness, color, alpha);
    }
  }

  /** Darkens towards the corners. */
  vignette(strength: number): void {
    const cx = this.width / 2;
    const cy = this.height / 2;
    const max = Math.hypot(cx, cy);
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const t = Math.sqrt((x - cx) ** 2 + (y - cy) ** 2) / max;
        if (t > 0.55) this.blend(x, y, [0, 0, 0], strength * ((t - 0.55) / 0.45) ** 2);
      }
    }
  }
}
