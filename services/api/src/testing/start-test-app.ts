import type { INestApplication } from '@nestjs/common';
import { createTestSchema, testDatabaseTargets } from '@keyledger/event-store/testing';
import { createApp } from '../create-app.js';
import { loadConfig } from '../config/load-config.js';
import { createLogger } from '../common/logger.js';
import { apiDocument } from '../common/contract/api-document.js';
import { checkEveryAnswer, ResponseCheck, type ContractViolation } from '../common/contract/response-check.js';

export type ApiTarget = 'pglite' | 'postgres';

export interface TestApp {
  app: INestApplication;
  baseUrl: string;
  /** The DATABASE_URL of its schema on the server (for command-line tools run beside it); null on PGlite. */
  databaseUrl: string | null;
  /** JSON request helper: returns status, headers and parsed body. */
  call(method: string, path: string, options?: { body?: unknown; token?: string; headers?: Record<string, string> }): Promise<ApiAnswer>;
  /** Answers so far that the OpenAPI document does not describe (close() fails when there are any). */
  readonly violations: ContractViolation[];
  close(): Promise<void>;
}

/** One checker for every test app of the process: the document is the same for all. */
let responseCheck: ResponseCheck | null = null;

export interface ApiAnswer {
  status: number;
  headers: Headers;
  /** Parsed JSON; tests check it field by field. */
  body: any;
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
  /** Where the app's log lines go (with LOG_LEVEL in env), to check what it logs. */
  logDestination?: { write(line: string): void },
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
  const app = await createApp(config, createLogger(config.logLevel, logDestination));
  await beforeListen?.(app);
  // Every answer of every API test is checked against the OpenAPI document: drift fails the test file.
  const violations: ContractViolation[] = [];
  responseCheck ??= new ResponseCheck(apiDocument());
  checkEveryAnswer(app.getHttpServer(), responseCheck, (violation) => violations.push(violation));
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as { port: number };
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    app,
    baseUrl,
    databaseUrl: env.DATABASE_URL ?? schema?.databaseUrl ?? null,
    async call(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const res = await fetch(`${baseUrl}/api/v1/${path.replace(/^\//, '')}`, {
        method,
        headers,
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      });
      const text = await res.text();
      return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
    },
    violations,
    async close() {
      await app.close();
      await schema?.drop();
      if (violations.length > 0) {
        const lines = violations.slice(0, 20).map((v) => `${v.request} → ${v.status}: ${v.problem}`);
        throw new Error(`${violations.length} answer(s) the OpenAPI document does not describe:\n${lines.join('\n')}`);
      }
    },
  };
}
