import { Injectable } from '@nestjs/common';
import { encode } from 'jpeg-js';
import { BundledGameDatabase } from '../bundled/bundled-game-database.js';
import { hashSeed } from '../generator/hash-seed.js';
import type { ParsedImageId } from '../generator/image-ids.js';
import { GENRE_NAMES } from '../generator/reference-tables.js';
import { paintGameImage } from './game-image-painter.js';
import { LRUCache } from 'lru-cache';
import { sizedGeometry, type ImageSizeName } from './image-size-names.js';
import { resampleRgba } from './resample.js';
import { sceneStyleFor } from './scene-styles.js';

const JPEG_QUALITY = 80;
// A picture may be asked for in several sizes; the small ones weigh little against the byte bound.
const CACHE_ENTRIES = 600;
const CACHE_BYTES = 48 * 1024 * 1024;

/**
 * Draws the bundled database's covers, artworks and screenshots on demand, in the image service's
 * sizes, and keeps the encoded JPEGs of the most recently used ones. A picture depends only on
 * its id, its game and the size, so the same request always gives the same bytes. Smaller sizes
 * are the full picture scaled down (not drawn again at that size), so every size shows the same.
 */
@Injectable()
export class GameImageService {
  private readonly cache = new LRUCache<string, Buffer>({ max: CACHE_ENTRIES, maxSize: CACHE_BYTES, sizeCalculation: (jpeg) => Math.max(1, jpeg.length) });

  constructor(private readonly games: BundledGameDatabase) {}

  /** The JPEG for a well-formed image id in a known size, or null when the database has no such image. */
  jpeg(imageId: string, parsed: ParsedImageId, size: ImageSizeName): Buffer | null {
    const key = `${size}/${imageId}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const found = this.games.findImage(parsed);
    if (!found) return null;
    const { game, image } = found;
    const raster = paintGameImage({
      kind: parsed.kind,
      width: image.width,
      height: image.height,
      seed: hashSeed('image', imageId),
      gameSeed: hashSeed('game', game.id),
      style: sceneStyleFor(game.genres, game.themes),
      title: game.name,
      caption: GENRE_NAMES[game.genres[0] ?? 0] ?? '',
    });
    const geometry = sizedGeometry(raster, size);
    const unchanged = geometry.width === raster.width && geometry.height === raster.height;
    const pixels = unchanged ? raster.data : resampleRgba(raster.data, raster.width, geometry);
    const jpeg = encode({ width: geometry.width, height: geometry.height, data: pixels }, JPEG_QUALITY).data;
    this.cache.set(key, jpeg);
    return jpeg;
  }
}
