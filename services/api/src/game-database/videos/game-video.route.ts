import { fileURLToPath } from 'node:url';
import { Inject, Injectable } from '@nestjs/common';
import type { Express, Request, Response } from 'express';
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

/**
 * `GET /videos/{video_id}.webm`, outside the `/api/v1` prefix, as a plain Express route like the
 * images. Ids the game database does not know, and malformed ones, are 404. Answers go through
 * Express's sendFile (the `send` module): Range requests (206 with Content-Range, 416 when
 * unsatisfiable), HEAD, ETag and Last-Modified with conditional requests; browsers seek in a
 * video with Range requests.
 */
@Injectable()
export class GameVideoRoute {
  constructor(
    private readonly games: GameDatabase,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  install(app: Express): void {
    app.get(VIDEO_ROUTE, (req: Request, res: Response) => {
      this.handle(req, res).catch((error: unknown) => {
        this.logger.error({ err: error }, 'serving a trailer failed');
        if (!res.headersSent) sendProblem(req, res, 500, 'Something went wrong');
      });
    });
  }

  async handle(req: Request, res: Response): Promise<void> {
    const file = req.params.file;
    const videoId = typeof file === 'string' ? FILE.exec(file)?.[1] : undefined;
    const video = videoId === undefined ? null : await this.games.findVideo(videoId);
    if (video === null) return sendProblem(req, res, 404, 'Video not found');
    res.sendFile(
      TRAILER_FILE,
      {
        maxAge: CACHE_MAX_AGE_MS,
        headers: { 'Content-Type': 'video/webm', 'X-Content-Type-Options': 'nosniff' },
      },
      (error?: Error & { status?: number; code?: string }) => {
        if (!error || res.headersSent) return;
        if (error.code === 'ECONNABORTED') return;
        if (error.status === 416) return sendProblem(req, res, 416, 'Range not satisfiable');
        if (error.status === 412) return sendProblem(req, res, 412, 'Precondition failed');
        this.logger.error({ err: error, file: TRAILER_FILE }, 'the trailer file cannot be read');
        sendProblem(req, res, 500, 'Something went wrong');
      },
    );
  }
}
