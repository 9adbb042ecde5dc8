import { Module } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { BundledGameDatabase } from './bundled/bundled-game-database.js';
import { GENERATED_GAME_DATA } from './bundled/generated-game-data.token.js';
import { GameDatabase } from './game-database.port.js';
import { generateGameDatabase } from './generator/generate-game-database.js';
import { GameDatabaseController } from './http/game-database.controller.js';
import { GameImageRoute } from './images/game-image.route.js';
import { GameImageService } from './images/game-image.service.js';
import { GameVideoRoute } from './videos/game-video.route.js';

/**
 * The external game database (port `GameDatabase`, bundled adapter by default), its public
 * `games/*` calls, the generated images under `/images/{size}/` and the trailer under `/videos/`.
 */
@Module({
  controllers: [GameDatabaseController],
  providers: [
    { provide: GENERATED_GAME_DATA, useFactory: () => generateGameDatabase() },
    BundledGameDatabase,
    { provide: GameDatabase, useExisting: BundledGameDatabase },
    GameImageService,
    GameImageRoute,
    GameVideoRoute,
  ],
  // The generated records too: the demo seeder picks games to list from them.
  exports: [GameDatabase, GENERATED_GAME_DATA],
})
export class GameDatabaseModule {
  /**
   * The image and video routes live outside the global `/api/v1` prefix, so they are plain Fastify
   * routes, added while NestFactory.create builds the module graph (Fastify's router prefers them
   * to the front end's catch-all whatever the order).
   */
  constructor(adapterHost: HttpAdapterHost, imageRoute: GameImageRoute, videoRoute: GameVideoRoute) {
    const adapter = adapterHost.httpAdapter;
    if (adapter) {
      imageRoute.install(adapter.getInstance<FastifyInstance>());
      videoRoute.install(adapter.getInstance<FastifyInstance>());
    }
  }
}
