import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fitText, textWidth } from './bitmap-font.js';
import { paintGameImage, type GameImageSpec } from './game-image-painter.js';
import { PALETTES, sceneStyleFor, type SceneStyle } from './scene-styles.js';

const spec = (overrides: Partial<GameImageSpec> = {}): GameImageSpec => ({
  kind: 'cover',
  width: 120,
  height: 160,
  seed: 1,
  gameSeed: 2,
  style: 'neon',
  title: 'Cyber Punk',
  caption: 'Role-playing',
  ...overrides,
});

describe('game image painter', () => {
  it('paints the same pixels for the same spec and different ones for another image', () => {
    assert.deepEqual(paintGameImage(spec()).data, paintGameImage(spec()).data);
    assert.notDeepEqual(paintGameImage(spec()).data, paintGameImage(spec({ seed: 3 })).data);
  });

  it('paints every scene style for every kind of image, fully opaque', () => {
    for (const style of Object.keys(PALETTES) as SceneStyle[]) {
      for (const kind of ['cover', 'artwork', 'screenshot'] as const) {
        const raster = paintGameImage(spec({ style, kind, width: 160, height: 90 }));
        assert.equal(raster.data.length, 160 * 90 * 4);
        for (let i = 3; i < raster.data.length; i += 4) assert.equal(raster.data[i], 255);
      }
    }
  });

  it('chooses the scene from genres first, then themes', () => {
    assert.equal(sceneStyleFor([10], [18]), 'road');
    assert.equal(sceneStyleFor([14], [1]), 'field');
    assert.equal(sceneStyleFor([12], [1, 18]), 'neon');
    assert.equal(sceneStyleFor([31], [19]), 'crimson');
    assert.equal(sceneStyleFor([9], [34]), 'pastel');
  });

  it('fits a title into at most three lines at the largest scale that fits', () => {
    const fitted = fitText('Spire Chronicles: Crown of Ash', 504, 9, 3);
    assert.ok(fitted.lines.length <= 3);
    for (const line of fitted.lines) assert.ok(textWidth(line, fitted.scale) <= 504);
    assert.deepEqual(fitText('Cyber Punk', 504, 9, 3), { lines: ['CYBER', 'PUNK'], scale: 9 });
  });
});
