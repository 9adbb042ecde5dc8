import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';

const COMPOSE_FILE = fileURLToPath(new URL('../../../../docker-compose.yml', import.meta.url));

interface Service {
  command?: string[];
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] | string };
}

/**
 * The production stack's file, as docker-compose reads it (Debian's docker-compose; there is no
 * engine here to run it, and `make test` installs the tool when missing): valid, every service
 * health-checked, the relay once and the projectors twice, all on the same database and broker.
 */
describe('docker-compose.yml', () => {
  const config = () => {
    const answer = spawnSync('docker-compose', ['-f', COMPOSE_FILE, 'config'], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', JWT_SECRET: 's'.repeat(40), KEY_ENCRYPTION_KEY: 'k'.repeat(64), ADMIN_PASSWORD: 'admin-password' },
    });
    assert.equal(answer.error, undefined, 'docker-compose is installed (make test installs it)');
    assert.equal(answer.status, 0, answer.stderr);
    return (yaml.load(answer.stdout) as { services: Record<string, Service> }).services;
  };

  it('is valid, and runs PostgreSQL, Kafka, the API, one relay and two projectors, each with a health check', () => {
    const services = config();
    assert.deepEqual(Object.keys(services).sort(), ['api', 'kafka', 'postgres', 'projector-1', 'projector-2', 'relay']);
    for (const [name, service] of Object.entries(services)) assert.ok(service.healthcheck?.test, `${name} has a health check`);
    assert.deepEqual(services.relay!.command, ['node', 'services/api/dist/kafka/kafka-role-main.js', 'relay']);
    for (const name of ['projector-1', 'projector-2']) assert.deepEqual(services[name]!.command, ['node', 'services/api/dist/kafka/kafka-role-main.js', 'projector']);
    // One database and one broker for all, and the same topic and group.
    const env = ['api', 'relay', 'projector-1', 'projector-2'].map((name) => services[name]!.environment!);
    for (const key of ['DATABASE_URL', 'KAFKA_BROKERS', 'KAFKA_TOPIC', 'KAFKA_GROUP_ID', 'KAFKA_PARTITIONS']) {
      assert.equal(new Set(env.map((e) => e[key])).size, 1, `${key} is the same everywhere`);
      assert.ok(env[0]![key], `${key} is set`);
    }
    assert.equal(services.api!.depends_on!.kafka!.condition, 'service_healthy');
    assert.equal(services.relay!.depends_on!.api!.condition, 'service_healthy');
  });

  it('refuses to start without the secrets it cannot make up', () => {
    const answer = spawnSync('docker-compose', ['-f', COMPOSE_FILE, 'config'], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });
    assert.notEqual(answer.status, 0);
    assert.match(answer.stderr, /JWT_SECRET/);
  });
});
