import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError } from '../config/app-config.js';
import { clusterSettings } from './cluster-settings.js';

const DATABASE_URL = 'postgres://u@db:5432/keyledger';

describe('cluster settings', () => {
  it('default to two API processes on the ports after the balancer, and no Kafka roles without brokers', () => {
    assert.deepEqual(clusterSettings({ DATABASE_URL }), { listen: { host: '127.0.0.1', port: 3000 }, apiPorts: [3001, 3002], kafkaProjectors: 0 });
    assert.deepEqual(clusterSettings({ DATABASE_URL, PORT: '8080', HOST: '0.0.0.0', API_PROCESSES: '4', KAFKA_BROKERS: 'k:9092' }), {
      listen: { host: '0.0.0.0', port: 8080 },
      apiPorts: [8081, 8082, 8083, 8084],
      kafkaProjectors: 2,
    });
  });

  it('refuse the embedded database, a process count out of range and API ports over the balancer', () => {
    const refuses = (env: Record<string, string>, variable: string) =>
      assert.throws(() => clusterSettings(env), (error: unknown) => error instanceof ConfigError && error.variable === variable);
    refuses({}, 'DATABASE_URL');
    refuses({ DATABASE_URL, API_PROCESSES: '0' }, 'API_PROCESSES');
    refuses({ DATABASE_URL, API_PROCESSES: 'two' }, 'API_PROCESSES');
    refuses({ DATABASE_URL, PORT: '3002', CLUSTER_API_PORT: '3001' }, 'CLUSTER_API_PORT');
    refuses({ DATABASE_URL, KAFKA_BROKERS: 'k:9092', KAFKA_PROJECTORS: '0' }, 'KAFKA_PROJECTORS');
  });
});
