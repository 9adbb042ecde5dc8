import 'reflect-metadata';
import fastifyCompress from '@fastify/compress';
import type { INestApplication } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { Logger } from 'pino';
import { AppModule } from './app.module.js';
import type { AppConfig } from './config/app-config.js';
import { createLogger, NestPinoLogger } from './common/logger.js';
import { ProblemDetailsFilter } from './common/problem-details.filter.js';
import { apiDocument } from './common/contract/api-document.js';
import { CommandNameInterceptor } from './common/request-context/command-name.interceptor.js';
import { RequestValidationInterceptor } from './common/contract/request-validation.interceptor.js';
import { refuseUnstorableText } from './common/contract/unstorable-text.js';
import { requestLogging } from './common/request-logging.hooks.js';
import { CatalogueAnswerCache } from './catalogue/queries/catalogue-answer-cache.js';
import { closeQuietConnections } from './common/http/close-quiet-connections.js';
import { fastifyOptions } from './common/http/fastify-options.js';
import { answerMethodNotAllowed } from './common/http/method-not-allowed.js';
import { acceptJsonBodiesOnly } from './common/http/json-bodies.js';
import { listRoutes } from './common/http/route-list.js';
import { securityHeaders } from './common/http/security-headers.js';
import { COMPRESSION_OPTIONS } from './common/http/compression-options.js';
import { serveFrontend } from './web/serve-frontend.js';
import { KEY_UPLOAD_BODY_LIMIT, KEY_UPLOAD_ROUTES } from './catalogue/http/admin-store.contract.js';
import { REPORT_BODY_LIMIT, reportPolicyViolations } from './security/csp-reports.contract.js';
import { EventStore, type Database } from '@keyledger/event-store';
import { DATABASE } from './database/database.token.js';
import { serveMetrics } from './metrics/metrics-route.js';
import { StoreMetrics } from './metrics/store-metrics.js';
import { ProjectionsService } from './projections/projections.service.js';
import { Readiness } from './health/readiness.js';

export const API_PREFIX = 'api/v1';

/**
 * Builds the whole application (used by main and by the end-to-end tests). Call listen() on it.
 * Nest runs on Fastify (chosen by measurement, docs/benchmarks.md): every request, API or file,
 * goes through Fastify's router and hooks; docs/architecture.md tells the flow.
 */
export async function createApp(config: AppConfig, logger: Logger = createLogger(config.logLevel)): Promise<INestApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, logger), new FastifyAdapter(fastifyOptions(logger, config.trustProxy)), {
    logger: new NestPinoLogger(logger),
    bodyParser: false,
  });
  const server = app.getHttpAdapter().getInstance();
  listRoutes(server);
  closeQuietConnections(server);
  requestLogging(server, logger);
  // While the process drains, every answer closes its connection: a keep-alive client reconnects, through the balancer, to another process.
  const readiness = app.get(Readiness);
  server.addHook('onSend', async (_request, reply) => {
    if (!readiness.ready) reply.header('Connection', 'close');
  });
  serveMetrics(server, new StoreMetrics(app.get(EventStore), app.get<Database>(DATABASE), app.get(ProjectionsService), app.get(CatalogueAnswerCache)), config.metricsToken);
  // Before any route is declared: the API documentation's routes get their own policy.
  await securityHeaders(server, config.publicUrl);
  const reportUrl = `/${API_PREFIX}/${reportPolicyViolations.path}`;
  acceptJsonBodiesOnly(server, { [reportUrl]: reportPolicyViolations.bodyTypes });
  // After the security headers' hook, so a 405 carries them too.
  answerMethodNotAllowed(server, `/${API_PREFIX}/`);
  // Key uploads (up to 100,000 keys) may be larger than every other body; violation reports are small.
  const keyUploadUrls = new Set(KEY_UPLOAD_ROUTES.map((route) => `/${API_PREFIX}/${route}`));
  server.addHook('onRoute', (route) => {
    if (keyUploadUrls.has(route.url)) route.bodyLimit = KEY_UPLOAD_BODY_LIMIT;
    if (route.url === reportUrl) route.bodyLimit = REPORT_BODY_LIMIT;
  });
  server.addHook('preHandler', refuseUnstorableText(`/${API_PREFIX}/`));
  // Brotli or gzip as the client takes it, for every text answer that did not come compressed already.
  await server.register(fastifyCompress, COMPRESSION_OPTIONS);
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalFilters(new ProblemDetailsFilter());
  // Every route validates its request against its contract (common/contract), which also makes the document.
  app.useGlobalInterceptors(new CommandNameInterceptor(app.get(Reflector)), new RequestValidationInterceptor(app.get(Reflector)));
  SwaggerModule.setup('api/docs', app, apiDocument() as unknown as OpenAPIObject, { jsonDocumentUrl: 'api/docs-json' });
  if (config.webRoot) await serveFrontend(server, config.webRoot, { serveSourceMaps: config.serveSourceMaps, imageBaseUrl: config.imageBaseUrl, videoBaseUrl: config.videoBaseUrl, reportUrl });
  return app;
}
