import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';
import { drainTimeMs, haproxyConfig } from '../cluster/haproxy-config.js';

const COMPOSE_FILE = fileURLToPath(new URL('../../../../docker-compose.yml', import.meta.url));
const BALANCER_CONFIG = fileURLToPath(new URL('../../../../infra/haproxy/haproxy.cfg', import.meta.url));
/** Debian's HAProxy, the 2.6 branch the compose stack's haproxy:2.6 image runs (`make test` installs it). */
const HAPROXY = '/usr/sbin/haproxy';
const API_REPLICAS = ['api-1', 'api-2'];

interface Service {
  command?: string[];
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] | string };
  image?: string;
  ports?: { published: number | string; target: number }[];
  volumes?: string[];
  stop_grace_period?: string;
  networks?: Record<string, { ipv4_address?: string } | null>;
}

/** An HAProxy configuration's sections ("backend api" → its lines), comments and blank lines left out. */
function haproxySections(text: string): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  let current: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*/, '').trimEnd();
    if (line.trim() === '') continue;
    if (/^\S/.test(line)) sections.set(line, (current = []));
    else current.push(line.trim().replace(/\s+/g, ' '));
  }
  return sections;
}

/** "250ms", "60s", "1m" (HAProxy's and docker-compose's durations) in milliseconds. */
function milliseconds(duration: string): number {
  const match = /^(\d+)(ms|s|m)$/.exec(duration.trim());
  assert.ok(match, `"${duration}" is a duration`);
  return Number(match[1]) * { ms: 1, s: 1_000, m: 60_000 }[match[2] as 'ms' | 's' | 'm'];
}

/**
 * The production stack's file, as docker-compose reads it (Debian's docker-compose; there is no
 * engine here to run it, and `make test` installs the tool when missing): valid, every service
 * health-checked, two API replicas behind HAProxy, the relay once and the projectors twice, all
 * on the same database and broker. The balancer's configuration is checked by HAProxy itself.
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
  const balancerConfig = () => haproxySections(readFileSync(BALANCER_CONFIG, 'utf8'));

  it('is valid, and runs PostgreSQL, Kafka, the balancer, two API replicas, one relay and two projectors, each with a health check', () => {
    const services = config();
    assert.deepEqual(Object.keys(services).sort(), ['api-1', 'api-2', 'balancer', 'kafka', 'postgres', 'projector-1', 'projector-2', 'relay']);
    for (const [name, service] of Object.entries(services)) assert.ok(service.healthcheck?.test, `${name} has a health check`);
    assert.deepEqual(services.relay!.command, ['node', 'services/api/dist/kafka/kafka-role-main.js', 'relay']);
    for (const name of ['projector-1', 'projector-2']) assert.deepEqual(services[name]!.command, ['node', 'services/api/dist/kafka/kafka-role-main.js', 'projector']);
    // One database and one broker for all, and the same topic and group.
    const env = [...API_REPLICAS, 'relay', 'projector-1', 'projector-2'].map((name) => services[name]!.environment!);
    for (const key of ['DATABASE_URL', 'KAFKA_BROKERS', 'KAFKA_TOPIC', 'KAFKA_GROUP_ID', 'KAFKA_PARTITIONS']) {
      assert.equal(new Set(env.map((e) => e[key])).size, 1, `${key} is the same everywhere`);
      assert.ok(env[0]![key], `${key} is set`);
    }
    for (const name of API_REPLICAS) assert.equal(services[name]!.depends_on!.kafka!.condition, 'service_healthy');
    // The relay and the projectors start on a migrated database: after the replica that migrates it.
    for (const name of ['relay', 'projector-1', 'projector-2']) assert.equal(services[name]!.depends_on!['api-1']!.condition, 'service_healthy');
  });

  it('runs the two API replicas alike, behind the balancer, which alone publishes a port', () => {
    const services = config();
    const [first, second] = API_REPLICAS.map((name) => services[name]!);
    // The same secrets (a token signed by one is good in the other), database, broker and settings.
    assert.deepEqual(second!.environment, first!.environment);
    assert.deepEqual(second!.volumes, first!.volumes, 'one DATA_DIR: one erasure ledger');
    // The first migrates and seeds alone, as `make cluster` starts it.
    assert.equal(second!.depends_on!['api-1']!.condition, 'service_healthy');
    for (const name of API_REPLICAS) assert.equal(services[name]!.ports, undefined, `${name} publishes no port`);

    const balancer = services.balancer!;
    assert.equal(balancer.image, 'haproxy:2.6');
    assert.deepEqual(
      balancer.ports!.map((port) => [Number(port.published), port.target]),
      [[3000, 3000]],
    );
    assert.ok(balancer.volumes!.includes(`${BALANCER_CONFIG}:/usr/local/etc/haproxy/haproxy.cfg:ro`), `mounts ${BALANCER_CONFIG} read-only`);
    for (const name of API_REPLICAS) assert.equal(balancer.depends_on![name]!.condition, 'service_healthy');
    // The replicas believe X-Forwarded-For from the balancer alone: its fixed address is what they trust.
    const balancerAddress = balancer.networks!.default!.ipv4_address;
    assert.ok(balancerAddress, 'the balancer has a fixed address');
    for (const name of API_REPLICAS) assert.equal(services[name]!.environment!.TRUST_PROXY, balancerAddress, `${name} trusts the balancer`);
    // Its servers are the replicas, by their service names on the compose network.
    const servers = balancerConfig().get('backend api')!.filter((line) => line.startsWith('server '));
    assert.deepEqual(servers.map((line) => line.split(' ').slice(1, 3)), API_REPLICAS.map((name) => [name, `${name}:3000`]));
  });

  it('balances by the rules `make cluster` uses, and each replica drains for as long as the checks take to notice', () => {
    const sections = balancerConfig();
    // Every rule of the cluster's generated configuration, but where it listens and its admin socket.
    const cluster = haproxySections(haproxyConfig({ listen: { host: '0.0.0.0', port: 3000 }, servers: [], adminSocket: '/unused' }));
    for (const [section, lines] of cluster) {
      for (const line of lines.filter((rule) => !/^(bind|stats socket) /.test(rule))) {
        assert.ok(sections.get(section)?.includes(line), `${section}: ${line}`);
      }
    }

    const check = sections.get('backend api')!.find((line) => line.startsWith('default-server '))!;
    const timing = {
      intervalMs: milliseconds(/ inter (\S+)/.exec(check)![1]!),
      fall: Number(/ fall (\d+)/.exec(check)![1]),
      rise: Number(/ rise (\d+)/.exec(check)![1]),
    };
    const serverTimeoutMs = milliseconds(/^timeout server (\S+)$/m.exec(sections.get('defaults')!.join('\n'))![1]!);
    const services = config();
    for (const name of API_REPLICAS) {
      const drainMs = Number(services[name]!.environment!.SHUTDOWN_DRAIN_MS);
      assert.equal(drainMs, drainTimeMs(timing), `${name} drains for (fall + 1) × inter and a margin`);
      assert.ok(drainMs > (timing.fall + 1) * timing.intervalMs);
      // Killed only after the drain and the longest request the balancer waits for.
      assert.ok(milliseconds(services[name]!.stop_grace_period!) >= drainMs + serverTimeoutMs, `${name}'s stop_grace_period`);
    }
  });

  it("has a balancer configuration HAProxy accepts, though the replicas' names do not resolve here", () => {
    const answer = spawnSync(HAPROXY, ['-c', '-f', BALANCER_CONFIG], { encoding: 'utf8' });
    assert.equal(answer.error, undefined, 'HAProxy is installed (make test installs it)');
    assert.equal(answer.status, 0, answer.stderr);
    assert.match(answer.stdout, /Configuration file is valid/);
  });

  it('refuses to start without the secrets it cannot make up', () => {
    const answer = spawnSync('docker-compose', ['-f', COMPOSE_FILE, 'config'], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });
    assert.notEqual(answer.status, 0);
    assert.match(answer.stderr, /JWT_SECRET/);
  });
});
