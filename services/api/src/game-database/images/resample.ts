import type { SizedGeometry } from './image-size-names.js';

/** For each output pixel along one axis: the source pixels it covers and how much of each. */
function axisWeights(from: number, span: number, outputs: number, limit: number): { first: number; weights: number[] }[] {
  const step = span / outputs;
  return Array.from({ length: outputs }, (_, i) => {
    const start = from + i * step;
    // Rounding must not reach past the picture's last pixel.
    const end = Math.min(start + step, limit);
    const first = Math.floor(start);
    const weights: number[] = [];
    for (let p = first; p < end; p++) weights.push((Math.min(end, p + 1) - Math.max(start, p)) / step);
    return { first, weights };
  });
}

/**
 * Cuts `geometry.source` out of an RGBA picture and scales it to `geometry.width` × `height` by
 * averaging the source pixels each output pixel covers (an area filter: downscaling without the
 * shimmer of nearest-neighbour sampling). Alpha is left opaque.
 */
export function resampleRgba(data: Uint8Array, sourceWidth: number, geometry: SizedGeometry): Uint8Array {
  const { width, height, source } = geometry;
  const columns = axisWeights(source.x, source.width, width, sourceWidth);
  const rows = axisWeights(source.y, source.height, height, data.length / 4 / sourceWidth);
  const out = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const row = rows[y]!;
    for (let x = 0; x < width; x++) {
      const column = columns[x]!;
      let r = 0;
      let g = 0;
      let b = 0;
      for (let j = 0; j < row.weights.length; j++) {
        const wy = row.weights[j]!;
        let i = ((row.first + j) * sourceWidth + column.first) * 4;
        for (let k = 0; k < column.weights.length; k++, i += 4) {
          const w = wy * column.weights[k]!;
          r += data[i]! * w;
          g += data[i + 1]! * w;
          b += data[i + 2]! * w;
        }
      }
      const o = (y * width + x) * 4;
      out[o] = Math.round(r);
      out[o + 1] = Math.round(g);
      out[o + 2] = Math.round(b);
      out[o + 3] = 255;
    }
  }
  return out;
}
