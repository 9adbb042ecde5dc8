import { Inject, Injectable } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logger.token.js';
import { parseImageId } from '../generator/image-ids.js';
import { sendProblem } from '../http/send-problem.js';
import { GameImageService } from './game-image.service.js';
import { isImageSizeName } from './image-size-names.js';

/** Where the app serves its generated images: the default IMAGE_BASE_URL is `/images`. */
export const IMAGE_ROUTE = '/images/:size/:file';
const FILE = /^([a-z0-9_]{1,24})\.jpg$/;

/**
 * `GET /images/{size}/{image_id}.jpg` (`t_1080p`, `t_cover_big`... see image-size-names.ts),
 * outside the `/api/v1` prefix, as a plain Fastify route. Malformed ids are refused before any
 * work (400); ids the database does not have, and sizes it does not serve, are 404, which makes
 * the client show its placeholder.
 */
@Injectable()
export class GameImageRoute {
  constructor(
    private readonly images: GameImageService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  install(server: FastifyInstance): void {
    server.get(IMAGE_ROUTE, (req, res) => this.handle(req as FastifyRequest<{ Params: { size?: string; file?: string } }>, res));
  }

  handle(req: FastifyRequest<{ Params: { size?: string; file?: string } }>, res: FastifyReply): FastifyReply {
    const file = req.params.file;
    const imageId = typeof file === 'string' ? FILE.exec(file)?.[1] : undefined;
    const parsed = imageId === undefined ? null : parseImageId(imageId);
    if (imageId === undefined || parsed === null) return sendProblem(req, res, 400, 'Invalid image id');
    const size = req.params.size;
    if (typeof size !== 'string' || !isImageSizeName(size)) return sendProblem(req, res, 404, 'Image size not found');
    let jpeg: Buffer | null;
    try {
      jpeg = this.images.jpeg(imageId, parsed, size);
    } catch (error) {
      this.logger.error({ err: error, imageId, size }, 'drawing a game image failed');
      return sendProblem(req, res, 500, 'Something went wrong');
    }
    if (jpeg === null) return sendProblem(req, res, 404, 'Image not found');
    return res
      .status(200)
      .headers({ 'Content-Type': 'image/jpeg', 'Cache-Control': 'public, max-age=86400, immutable', 'X-Content-Type-Options': 'nosniff' })
      .send(jpeg);
  }
}
