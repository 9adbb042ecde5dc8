import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { Logger } from 'pino';
import { AppModule } from './app.module.js';
import { storeAnswerFront } from './catalogue/http/store-answer-front.js';
import { serveAheadOfApp } from './common/http/serve-ahead-of-app.js';
import { compressAnswer } from './common/http/compression/compress-answer.js';
import { CatalogueAnswerCache } from './catalogue/queries/catalogue-answer-cache.js';
import type { AppConfig } from './config/app-config.js';
import { createLogger, NestPinoLogger } from './common/logger.js';
import { ProblemDetailsFilter } from './common/problem-details.filter.js';
import { apiDocument } from './common/contract/api-document.js';
import { CommandNameInterceptor } from './common/request-context/command-name.interceptor.js';
import { RequestValidationInterceptor } from './common/contract/request-validation.interceptor.js';
import { refuseUnstorableText } from './common/contract/unstorable-text.js';
import { requestLogging } from './common/request-logging.middleware.js';
import { serveFrontend } from './web/serve-frontend.js';
import { dashboardAnswerFront } from './dashboard/http/dashboard-answers.js';
import { SessionCheck } from './identity/auth/session-check.js';
import { ProjectionsService } from './projections/projections.service.js';
import { json } from 'express';
import { KEY_UPLOAD_BODY_LIMIT, KEY_UPLOAD_ROUTES } from './catalogue/http/admin-store.contract.js';

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
  // Key uploads (up to 100,000 keys) may be larger than every other body; their own parser runs first.
  express.use(KEY_UPLOAD_ROUTES.map((route) => `/${API_PREFIX}/${route}`), json({ limit: KEY_UPLOAD_BODY_LIMIT }));
  app.useBodyParser('json', { limit: '1mb' });
  app.use(refuseUnstorableText(`/${API_PREFIX}/`));
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalFilters(new ProblemDetailsFilter());
  // Every route validates its request against its contract (common/contract), which also makes the document.
  app.useGlobalInterceptors(new CommandNameInterceptor(app.get(Reflector)), new RequestValidationInterceptor(app.get(Reflector)));
  SwaggerModule.setup('api/docs', app, apiDocument() as unknown as OpenAPIObject, { jsonDocumentUrl: 'api/docs-json' });

  if (config.webRoot) serveFrontend(express, config.webRoot, { serveSourceMaps: config.serveSourceMaps });
  // The fronts are asked in the reverse order of these lines: cached catalogue answers first, then
  // the compression layer wraps the response, then the admin answer cache, which therefore keeps
  // what the application writes before compression. The two caches send copies compressed once.
  // The admin dashboard's reads and the Purchases list, kept while the read models behind them stand still; see dashboardAnswerFront.
  serveAheadOfApp(app.getHttpServer(), dashboardAnswerFront(`/${API_PREFIX}`, app.get(SessionCheck, { strict: false }), app.get(ProjectionsService, { strict: false }), logger));
  // Every other answer: brotli or gzip as the client takes it; see compressAnswer.
  serveAheadOfApp(app.getHttpServer(), (req, res) => {
    compressAnswer(req, res);
    return false;
  });
  // Cached catalogue answers are sent before Express and Nest (logged all the same); see storeAnswerFront.
  serveAheadOfApp(app.getHttpServer(), storeAnswerFront(`/${API_PREFIX}`, app.get(CatalogueAnswerCache, { strict: false }), logger));
  return app;
}
