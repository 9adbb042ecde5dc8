import { fileURLToPath } from 'node:url';
import send from '@fastify/send';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logger.token.js';
import { sendProblem } from '../http/send-problem.js';
import { GameDatabase } from '../game-database.port.js';

/** Where the app serves trailers: the default VIDEO_BASE_URL is `/videos`. */
export const VIDEO_ROUTE = '/videos/:file';

/**
 * The one generated trailer every bundled video record plays (scripts/generate-trailer-video.sh).
 * It is committed under services/api/assets and found from this module's place in the package
 * (src/game-database/videos or dist/game-database/videos), so the build never copies it.
 */
export const TRAILER_FILE = fileURLToPath(new URL('../../../assets/trailer.webm', import.meta.url));

/** A video host id: letters, digits, `_` and `-` (the bundled `kl_v_1877_1`, a YouTube-style id). */
const FILE = /^([A-Za-z0-9_-]{1,64})\.webm$/;

/**
 * Trailers may be re-rendered under the same URL, so not `immutable`; after 30 days the browser
 * revalidates with the ETag or Last-Modified and gets a 304.
 */
const CACHE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

type VideoRequest = FastifyRequest<{ Params: { file?: string } }>;

/**
 * `GET /videos/{video_id}.webm`, outside the `/api/v1` prefix, as a plain Fastify route like the
 * images. Ids the game database does not know, and malformed ones, are 404. Answers go through
 * @fastify/send: Range requests (206 with Content-Range, 416 when unsatisfiable), HEAD, ETag and
 * Last-Modified with conditional requests; browsers seek in a video with Range requests.
 */
@Injectable()
export class GameVideoRoute {
  constructor(
    private readonly games: GameDatabase,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  install(server: FastifyInstance): void {
    server.get(VIDEO_ROUTE, async (req, res) => {
      try {
        return await this.handle(req as VideoRequest, res);
      } catch (error) {
        this.logger.error({ err: error }, 'serving a trailer failed');
        return res.sent ? res : sendProblem(req, res, 500, 'Something went wrong');
      }
    });
  }

  async handle(req: VideoRequest, res: FastifyReply): Promise<FastifyReply> {
    const file = req.params.file;
    const videoId = typeof file === 'string' ? FILE.exec(file)?.[1] : undefined;
    const video = videoId === undefined ? null : await this.games.findVideo(videoId);
    if (video === null) return sendProblem(req, res, 404, 'Video not found');
    const sent = await send(req.raw, TRAILER_FILE, { maxAge: CACHE_MAX_AGE_MS });
    if (sent.type === 'error') {
      const status = (sent.metadata.error as { status?: number }).status;
      if (status === 416) return sendProblem(req, res, 416, 'Range not satisfiable', { 'Content-Range': String(sent.headers['Content-Range']) });
      if (status === 412) return sendProblem(req, res, 412, 'Precondition failed');
      this.logger.error({ err: sent.metadata.error, file: TRAILER_FILE }, 'the trailer file cannot be read');
      return sendProblem(req, res, 500, 'Something went wrong');
    }
    return res
      .status(sent.statusCode)
      .headers({ ...sent.headers, 'Content-Type': 'video/webm', 'X-Content-Type-Options': 'nosniff' })
      .send(sent.stream);
  }
}
