import type { INestApplication } from '@nestjs/common';
import { createTestSchema, testDatabaseTargets } from '@keyledger/event-store/testing';
import { createApp } from '../create-app.js';
import { loadConfig } from '../config/load-config.js';
import { createLogger } from '../common/logger.js';

export type ApiTarget = 'pglite' | 'postgres';

export interface TestApp {
  app: INestApplication;
  baseUrl: string;
  close(): Promise<void>;
}

/** The databases API tests run on: embedded PGlite always, the server when it answers (required on CI). */
export async function apiTestTargets(): Promise<ApiTarget[]> {
  return (await testDatabaseTargets()).map((t) => t.name);
}

/**
 * Starts the real application on a free port with its own database: an in-memory PGlite, or a
 * fresh schema on the PostgreSQL server. `beforeListen` may reach into the app before it boots.
 */
export async function startTestApp(
  target: ApiTarget,
  env: Record<string, string> = {},
  beforeListen?: (app: INestApplication) => void | Promise<void>,
): Promise<TestApp> {
  const schema = target === 'postgres' ? await createTestSchema() : null;
  const config = loadConfig({
    DATA_DIR: 'memory://',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    WEB_ROOT: '/nonexistent',
    ...(schema ? { DATABASE_URL: schema.databaseUrl } : {}),
    ...env,
  });
  const app = await createApp(config, createLogger(config.logLevel));
  await beforeListen?.(app);
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as { port: number };
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await schema?.drop();
    },
  };
}
