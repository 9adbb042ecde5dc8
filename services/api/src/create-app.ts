import 'reflect-metadata';
import { ValidationPipe, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { Logger } from 'pino';
import { AppModule } from './app.module.js';
import { storeAnswerFront } from './catalogue/http/store-answer-front.js';
import { serveAheadOfApp } from './common/http/serve-ahead-of-app.js';
import { CatalogueAnswerCache } from './catalogue/queries/catalogue-answer-cache.js';
import type { AppConfig } from './config/app-config.js';
import { createLogger, NestPinoLogger } from './common/logger.js';
import { ProblemDetailsFilter } from './common/problem-details.filter.js';
import { requestLogging } from './common/request-logging.middleware.js';
import { serveFrontend } from './web/serve-frontend.js';

export const API_PREFIX = 'api/v1';

/** Builds the whole application (used by main and by the end-to-end tests). Call listen() on it. */
export async function createApp(config: AppConfig, logger: Logger = createLogger(config.logLevel)): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, logger), {
    logger: new NestPinoLogger(logger),
    bodyParser: false,
  });
  const express = app.getHttpAdapter().getInstance();
  express.disable('x-powered-by');
  express.set('trust proxy', 'loopback');
  app.use(requestLogging(logger));
  app.useBodyParser('json', { limit: '1mb' });
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalFilters(new ProblemDetailsFilter());
  app.useGlobalPipes(new ValidationPipe({ whitelist: true, transform: true, stopAtFirstError: true }));

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder().setTitle('KeyLedger API').setVersion('1').addBearerAuth().build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });

  if (config.webRoot) serveFrontend(express, config.webRoot);
  // Cached catalogue answers are sent before Express and Nest (logged all the same); see storeAnswerFront.
  serveAheadOfApp(app.getHttpServer(), storeAnswerFront(`/${API_PREFIX}`, app.get(CatalogueAnswerCache, { strict: false }), logger));
  return app;
}
