import type { TestListing } from '../../catalogue/testing/list-test-games.js';
import { freePort } from '../../common/free-port.js';
import { TEST_API_DEFAULTS } from '../../testing/api-process.js';
import { resilienceFixture, type ResilienceFixture } from '../../testing/resilience-fixture.js';
import { SmtpCapture } from '../../testing/smtp-capture.js';
import { StoreCluster } from '../store-cluster.js';

/** A schema on the test server with games and shoppers, API processes on it behind a real HAProxy, and an SMTP server receiving their mail. */
export interface TestCluster {
  cluster: StoreCluster;
  fixture: ResilienceFixture;
  smtp: SmtpCapture;
  /** What the cluster did (its steps, timed): for a failing test's message. */
  steps: string[];
  close(): Promise<void>;
}

export async function startTestCluster(options: {
  listings: readonly TestListing[];
  shoppers: number;
  walletCents: number;
  processes?: number;
  /** More of every process's settings (KAFKA_BROKERS…). */
  env?: Record<string, string>;
  /** With KAFKA_BROKERS in env: the projector processes the cluster runs (and one relay). */
  kafkaProjectors?: number;
  /** Runs on the prepared database before the cluster starts. */
  beforeStart?: (fixture: ResilienceFixture) => Promise<void>;
}): Promise<TestCluster> {
  const smtp = new SmtpCapture();
  const smtpUrl = await smtp.start();
  const fixture = await resilienceFixture(options);
  const apiPorts = await Promise.all(Array.from({ length: options.processes ?? 2 }, () => freePort()));
  const steps: string[] = [];
  try {
    await options.beforeStart?.(fixture);
    const cluster = await StoreCluster.start({
      onStep: (step) => steps.push(step),
      listen: { host: '127.0.0.1', port: await freePort() },
      apiPorts,
      env: { ...TEST_API_DEFAULTS, ...fixture.env, SMTP_URL: smtpUrl, ...options.env },
      kafkaProjectors: options.kafkaProjectors,
    });
    return {
      cluster,
      fixture,
      smtp,
      steps,
      async close() {
        await cluster.stop();
        await fixture.close();
        await smtp.stop();
      },
    };
  } catch (error) {
    await fixture.close();
    await smtp.stop();
    throw error;
  }
}

/** One request with a JSON body, no retry: its status (0 when no answer came), body and headers. */
export async function send(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; idempotencyKey?: string } = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  try {
    const res = await fetch(`${baseUrl}/api/v1/${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
  } catch {
    return { status: 0, body: null, headers: new Headers() };
  }
}
