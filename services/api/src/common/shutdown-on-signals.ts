import type { Logger } from 'pino';

/**
 * On SIGINT or SIGTERM (the first one; later ones are ignored while it runs): logs, runs `stop`
 * (let work in progress finish, close connections), then exits 0, or 1 if stopping failed.
 */
export function shutdownOnSignals(logger: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal }, 'shutting down');
      stop()
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        });
    });
  }
}
