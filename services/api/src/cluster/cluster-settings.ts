import { ConfigError } from '../config/app-config.js';
import { wholeNumber } from '../config/load-config.js';

export interface ClusterSettings {
  /** Where the balancer listens: the store's one URL (HOST, PORT as for one process). */
  listen: { host: string; port: number };
  /** The API processes' ports: API_PROCESSES of them (default 2), from CLUSTER_API_PORT (default PORT + 1) on. */
  apiPorts: number[];
  /** Kafka projector processes when KAFKA_BROKERS is set (KAFKA_PROJECTORS, default 2; one relay always). */
  kafkaProjectors: number;
}

/**
 * The cluster's own settings (`make cluster`), from the environment; every other setting is the
 * API's and reaches each process as it is. The processes share one PostgreSQL server: the embedded
 * database is one process's own.
 */
export function clusterSettings(env: Record<string, string | undefined>): ClusterSettings {
  if (!env.DATABASE_URL) throw new ConfigError('DATABASE_URL', 'must name the PostgreSQL server the API processes share (the embedded database serves one process)');
  const processes = wholeNumber(env, 'API_PROCESSES', 2, 1, 32);
  const port = wholeNumber(env, 'PORT', 3000, 1, 65_535);
  const firstApiPort = wholeNumber(env, 'CLUSTER_API_PORT', port + 1, 1, 65_535 - processes + 1);
  if (port >= firstApiPort && port < firstApiPort + processes) throw new ConfigError('CLUSTER_API_PORT', `must leave PORT (${port}) to the balancer`);
  return {
    listen: { host: env.HOST || '127.0.0.1', port },
    apiPorts: Array.from({ length: processes }, (_, i) => firstApiPort + i),
    kafkaProjectors: env.KAFKA_BROKERS ? wholeNumber(env, 'KAFKA_PROJECTORS', 2, 1, 64) : 0,
  };
}
