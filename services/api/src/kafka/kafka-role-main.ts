import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError } from '../config/app-config.js';
import { loadConfig } from '../config/load-config.js';
import { createLogger } from '../common/logger.js';
import { shutdownOnSignals } from '../common/shutdown-on-signals.js';
import { startProjector, startRelay, type RunningRole } from './kafka-roles.js';

/**
 * `node dist/kafka/kafka-role-main.js relay|projector`: a KeyLedger process that runs beside the
 * API when KAFKA_BROKERS is set (npm run relay, npm run projector; docker-compose.yml). Same
 * configuration as the API; exits 2 on a bad one.
 */
const role = process.argv[2];
if (role !== 'relay' && role !== 'projector') {
  console.error('usage: kafka-role-main.js relay|projector');
  process.exit(2);
}

let config;
try {
  config = loadConfig();
  if (!config.kafka) throw new ConfigError('KAFKA_BROKERS', `must be set for the ${role}`);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}

const logger = createLogger(config.logLevel).child({ role });
let running: RunningRole;
try {
  running = role === 'relay' ? await startRelay(config, logger) : await startProjector(config, logger);
} catch (error) {
  logger.fatal({ err: error }, `the ${role} could not start`);
  process.exit(1);
}

// The container's health check: this file's age (docker-compose.yml).
const healthFile = process.env.HEALTH_FILE || path.join(tmpdir(), `keyledger-${role}.alive`);
setInterval(() => {
  if (running.healthy()) writeFileSync(healthFile, new Date().toISOString());
}, 5_000).unref();

shutdownOnSignals(logger, () => running.stop());
