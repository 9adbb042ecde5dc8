import { ConfigError } from '../config/app-config.js';
import { loadConfig } from '../config/load-config.js';
import { clusterSettings } from './cluster-settings.js';
import { StoreCluster } from './store-cluster.js';

/**
 * `make cluster` (npm run cluster): API_PROCESSES API processes on one PostgreSQL database
 * (DATABASE_URL) behind HAProxy on PORT, and the Kafka relay and projectors when KAFKA_BROKERS is
 * set. SIGHUP restarts the API processes one at a time; SIGINT or SIGTERM stops everything.
 * docs/operations.md.
 */
const say = (message: string) => console.log(`[cluster] ${message}`);

let settings;
let env: Record<string, string>;
try {
  settings = clusterSettings(process.env);
  // Checked once here, and the secrets made once (kept in DATA_DIR when not given) and handed to
  // every process: tokens signed by one must be good in all, and keys sealed by one opened by all.
  const config = loadConfig(process.env);
  env = {
    ...(process.env as Record<string, string>),
    JWT_SECRET: config.jwtSecret,
    KEY_ENCRYPTION_KEY: config.keyEncryptionKey.toString('hex'),
  };
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}

const cluster = await StoreCluster.start({ ...settings, env, inheritOutput: true, onStep: say });

let busy: Promise<void> = Promise.resolve();
process.on('SIGHUP', () => {
  busy = busy.then(() => cluster.rollingRestart()).catch((error: unknown) => say(`the rolling restart failed: ${(error as Error).message}`));
});
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    say('stopping');
    void busy.then(() => cluster.stop()).then(() => process.exit(0), () => process.exit(1));
  });
}
