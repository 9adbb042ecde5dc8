import 'reflect-metadata';
import { ConfigError } from './config/app-config.js';
import { loadConfig } from './config/load-config.js';
import { createLogger } from './common/logger.js';
import { shutdownOnSignals } from './common/shutdown-on-signals.js';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}

const logger = createLogger(config.logLevel);
// Imported after the configuration is known to be good, so a bad value fails fast and plainly.
const { createApp } = await import('./create-app.js');
const app = await createApp(config, logger);
const host = process.env.HOST || '127.0.0.1';
await app.listen(config.port, host);
const { port } = app.getHttpServer().address() as { port: number };
const url = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;
logger.info({ url, web: config.webRoot !== null }, `KeyLedger is listening on ${url}`);

// Graceful shutdown: report not ready (the balancer stops sending work), wait SHUTDOWN_DRAIN_MS for
// it to notice, then stop taking connections, finish the requests in flight and the projection
// batches, close the database.
const { Readiness } = await import('./health/readiness.js');
shutdownOnSignals(logger, async () => {
  app.get(Readiness).drain();
  await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
  await app.close();
});
