import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IMAGE_SIZE_NAMES, isImageSizeName, sizedGeometry, type ImageSizeName } from './image-size-names.js';
import { resampleRgba } from './resample.js';

const COVER = { width: 600, height: 800 };
const ARTWORK = { width: 1280, height: 720 };
const dimensions = (full: { width: number; height: number }, name: ImageSizeName) => {
  const { width, height } = sizedGeometry(full, name);
  return `${width}x${height}`;
};

describe('image size names', () => {
  it('fits covers and artworks into each box, cropping the middle for fill sizes, and never enlarges them', () => {
    // size name, cover (600×800), artwork (1280×720)
    const expected = [
      ['t_cover_small', '90x120', '90x51'],
      ['t_cover_big', '264x352', '264x149'],
      ['t_logo_med', '120x160', '284x160'],
      ['t_screenshot_med', '569x320', '569x320'],
      ['t_screenshot_big', '600x500', '889x500'],
      ['t_720p', '540x720', '1280x720'],
      ['t_1080p', '600x800', '1280x720'],
    ];
    assert.deepEqual(
      IMAGE_SIZE_NAMES.map((name) => [name, dimensions(COVER, name), dimensions(ARTWORK, name)]),
      expected,
    );
    const cropped = sizedGeometry(COVER, 't_screenshot_med');
    assert.equal(cropped.source.x, 0);
    assert.ok(Math.abs(cropped.source.y - (800 - cropped.source.height) / 2) < 1e-9, 'the crop is centred');
    assert.ok(Math.abs(cropped.source.height / cropped.source.width - 320 / 569) < 1e-9);
  });

  it('knows only the names it serves', () => {
    for (const name of IMAGE_SIZE_NAMES) assert.ok(isImageSizeName(name));
    for (const name of ['t_thumb', 't_1080P', 'constructor', '__proto__', 'toString', '']) assert.equal(isImageSizeName(name), false, name);
  });

  it('averages the source pixels each output pixel covers', () => {
    // 4×2 picture, left half black, right half white: halved to 2×1, averaged to 1×1, cut in thirds.
    const rgba = new Uint8Array(4 * 2 * 4).fill(255);
    for (const i of [0, 1, 4, 5]) rgba.fill(0, i * 4, i * 4 + 3);
    const half = resampleRgba(rgba, 4, { width: 2, height: 1, source: { x: 0, y: 0, width: 4, height: 2 } });
    assert.deepEqual([...half], [0, 0, 0, 255, 255, 255, 255, 255]);
    const one = resampleRgba(rgba, 4, { width: 1, height: 1, source: { x: 0, y: 0, width: 4, height: 2 } });
    assert.deepEqual([...one], [128, 128, 128, 255]);
    const third = resampleRgba(rgba, 4, { width: 3, height: 1, source: { x: 0, y: 0, width: 4, height: 2 } });
    // The middle pixel covers half a black and half a white one (127.5, give or take rounding).
    assert.deepEqual([...third].map((v) => Math.abs(v - 127.5) < 1 ? 'grey' : v), [0, 0, 0, 255, 'grey', 'grey', 'grey', 255, 255, 255, 255, 255]);
  });
});
