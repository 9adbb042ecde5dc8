import { Injectable } from '@nestjs/common';
import { encode } from 'jpeg-js';
import { BundledGameDatabase } from '../bundled/bundled-game-database.js';
import { hashSeed } from '../generator/hash-seed.js';
import type { ParsedImageId } from '../generator/image-ids.js';
import { GENRE_NAMES } from '../generator/reference-tables.js';
import { paintGameImage } from './game-image-painter.js';
import { LruCache } from '../../common/cache/lru-cache.js';
import { sceneStyleFor } from './scene-styles.js';

const JPEG_QUALITY = 80;
const CACHE_ENTRIES = 200;
const CACHE_BYTES = 48 * 1024 * 1024;

/**
 * Draws the bundled database's covers, artworks and screenshots on demand and keeps the encoded
 * JPEGs of the most recently used ones. A picture depends only on its id and its game, so the
 * same id always gives the same bytes.
 */
@Injectable()
export class GameImageService {
  private readonly cache = new LruCache<string, Buffer>(CACHE_ENTRIES, CACHE_BYTES, (jpeg) => jpeg.length);

  constructor(private readonly games: BundledGameDatabase) {}

  /** The JPEG for a well-formed image id, or null when the database has no such image. */
  jpeg(imageId: string, parsed: ParsedImageId): Buffer | null {
    const cached = this.cache.get(imageId);
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
    const jpeg = encode({ width: raster.width, height: raster.height, data: raster.data }, JPEG_QUALITY).data;
    this.cache.set(imageId, jpeg);
    return jpeg;
  }
}
