import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';

/**
 * One structured (JSON) logger for the process. Anything that could hold a secret is redacted
 * by path; game keys never reach a log call in the first place (events carry key ids only).
 * `destination` defaults to stdout, written asynchronously (a request never waits for the
 * terminal or the log collector; pino flushes what is left when the process exits); tests pass a
 * stream to read what was logged.
 */
export function createLogger(level: string, destination: pino.DestinationStream = pino.destination({ dest: 1, sync: false })): Logger {
  return pino({
    level,
    base: { service: 'keyledger-api' },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', '*.keyText', '*.code'],
      censor: '[redacted]',
    },
  }, destination);
}

/** Routes Nest's own log lines (bootstrap, routes, errors) into the same JSON logger. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
