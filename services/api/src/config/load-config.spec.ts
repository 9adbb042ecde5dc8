import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ConfigError } from './app-config.js';
import { loadConfig } from './load-config.js';

const base = { DATA_DIR: 'memory://' };

function rejects(env: Record<string, string>, variable: string) {
  assert.throws(
    () => loadConfig({ ...base, ...env }),
    (error: unknown) => error instanceof ConfigError && error.variable === variable && error.message.includes(variable),
  );
}

describe('configuration', () => {
  it('has working defaults: embedded database, port 3000, demo data', () => {
    const config = loadConfig(base);
    assert.equal(config.port, 3000);
    assert.equal(config.databaseUrl, undefined);
    assert.equal(config.seedDemo, true);
    assert.equal(config.staffTwoFactor, 'required');
    assert.deepEqual(config.retention, { unverifiedAccountDays: 30, mailDays: 90, sweepSeconds: 3600 });
    assert.equal(config.keyEncryptionKey.length, 32);
    assert.ok(config.jwtSecret.length >= 32);
    assert.deepEqual(config.kafkaBrokers, []);
    assert.equal(config.kafka, null);
    assert.equal(config.imageBaseUrl, '/images');
    assert.equal(config.videoBaseUrl, '/videos');
    assert.equal(config.serveSourceMaps, false);
    assert.equal(config.refundApprovalThresholdCents, 100_00);
    assert.deepEqual(config.trustProxy, ['loopback']);
  });

  it('trusts the balancer named by TRUST_PROXY: addresses, networks and range names', () => {
    assert.deepEqual(loadConfig({ DATA_DIR: 'memory://', TRUST_PROXY: '172.28.0.10, 10.1.0.0/16,loopback, fd00::/8' }).trustProxy, ['172.28.0.10', '10.1.0.0/16', 'loopback', 'fd00::/8']);
  });

  it('names the variable when a value is wrong', () => {
    rejects({ PORT: 'eighty' }, 'PORT');
    rejects({ PORT: '70000' }, 'PORT');
    rejects({ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL');
    rejects({ DATABASE_URL: 'not a url' }, 'DATABASE_URL');
    rejects({ SMTP_URL: 'http://mail' }, 'SMTP_URL');
    rejects({ JWT_SECRET: 'short' }, 'JWT_SECRET');
    rejects({ KEY_ENCRYPTION_KEY: 'abcd' }, 'KEY_ENCRYPTION_KEY');
    rejects({ ADMIN_EMAIL: 'admin' }, 'ADMIN_EMAIL');
    rejects({ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD');
    rejects({ SEED_DEMO: 'maybe' }, 'SEED_DEMO');
    rejects({ SERVE_SOURCE_MAPS: 'sometimes' }, 'SERVE_SOURCE_MAPS');
    rejects({ IMAGE_BASE_URL: 'ftp://images' }, 'IMAGE_BASE_URL');
    rejects({ VIDEO_BASE_URL: 'ftp://videos' }, 'VIDEO_BASE_URL');
    rejects({ VIDEO_BASE_URL: 'videos' }, 'VIDEO_BASE_URL');
    rejects({ KAFKA_BROKERS: 'localhost' }, 'KAFKA_BROKERS');
    // The relay and the projectors are other processes: the embedded database cannot be shared.
    rejects({ KAFKA_BROKERS: 'kafka:9092' }, 'KAFKA_BROKERS');
    rejects({ DATABASE_URL: 'postgres://u@db/k', KAFKA_BROKERS: 'kafka:9092', KAFKA_PARTITIONS: '0' }, 'KAFKA_PARTITIONS');
    rejects({ DATABASE_URL: 'postgres://u@db/k', KAFKA_BROKERS: 'kafka:9092', KAFKA_TOPIC: 'a topic' }, 'KAFKA_TOPIC');
    rejects({ DATABASE_URL: 'postgres://u@db/k', KAFKA_BROKERS: 'kafka:9092', KAFKA_REPLICATION_FACTOR: 'two' }, 'KAFKA_REPLICATION_FACTOR');
    rejects({ LOG_LEVEL: 'loud' }, 'LOG_LEVEL');
    rejects({ TRUST_PROXY: 'balancer' }, 'TRUST_PROXY');
    rejects({ TRUST_PROXY: '172.28.0.10/33' }, 'TRUST_PROXY');
    rejects({ TRUST_PROXY: 'loopback, 10.0.0.300' }, 'TRUST_PROXY');
    rejects({ STAFF_TWO_FACTOR: 'off' }, 'STAFF_TWO_FACTOR');
    rejects({ RETENTION_MAIL_DAYS: '0' }, 'RETENTION_MAIL_DAYS');
    rejects({ RETENTION_UNVERIFIED_DAYS: 'thirty' }, 'RETENTION_UNVERIFIED_DAYS');
    rejects({ RETENTION_SWEEP_SECONDS: '1.5' }, 'RETENTION_SWEEP_SECONDS');
    rejects({ MAIL_FROM: 'nobody' }, 'MAIL_FROM');
    for (const threshold of ['-1', '12.345', 'ten', '1e3', '$100']) rejects({ REFUND_APPROVAL_THRESHOLD: threshold }, 'REFUND_APPROVAL_THRESHOLD');
  });

  it('accepts explicit values in their documented forms', () => {
    const config = loadConfig({
      ...base,
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/keyledger',
      KEY_ENCRYPTION_KEY: 'ab'.repeat(32),
      KAFKA_BROKERS: 'kafka:9092, kafka2:9092',
      SEED_DEMO: 'false',
      IMAGE_BASE_URL: 'https://images.example.com/igdb/image/upload/',
      VIDEO_BASE_URL: 'https://videos.example.com/trailers/',
      SERVE_SOURCE_MAPS: 'true',
      STAFF_TWO_FACTOR: 'optional',
      REFUND_APPROVAL_THRESHOLD: '250.5',
    });
    assert.equal(config.port, 8080);
    assert.equal(config.staffTwoFactor, 'optional');
    assert.equal(config.databaseUrl, 'postgres://u@db:5432/keyledger');
    assert.deepEqual([...config.keyEncryptionKey.subarray(0, 2)], [0xab, 0xab]);
    assert.deepEqual(config.kafkaBrokers, ['kafka:9092', 'kafka2:9092']);
    assert.deepEqual(config.kafka, { brokers: ['kafka:9092', 'kafka2:9092'], topic: 'keyledger.events', partitions: 8, replicationFactor: 1, groupId: 'keyledger-projectors' });
    assert.equal(config.seedDemo, false);
    assert.equal(config.imageBaseUrl, 'https://images.example.com/igdb/image/upload');
    assert.equal(config.videoBaseUrl, 'https://videos.example.com/trailers');
    assert.equal(config.serveSourceMaps, true);
    assert.equal(config.refundApprovalThresholdCents, 250_50);
    // 0: every refund that pays anything waits for a second admin.
    assert.equal(loadConfig({ ...base, REFUND_APPROVAL_THRESHOLD: '0' }).refundApprovalThresholdCents, 0);
  });

  it('generates the JWT secret and key-encryption key once into DATA_DIR and reuses them', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kl-config-'));
    try {
      const first = loadConfig({ DATA_DIR: dataDir });
      const second = loadConfig({ DATA_DIR: dataDir });
      assert.equal(first.jwtSecret, second.jwtSecret);
      assert.deepEqual(first.keyEncryptionKey, second.keyEncryptionKey);
      const file = path.join(dataDir, 'key_encryption_key.secret');
      assert.equal(statSync(file).mode & 0o777, 0o600, 'only the owner may read the key');
      assert.equal(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64').length, 32);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
