import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, type AppConfig } from './app-config.js';
import { EMAIL_PATTERN } from '../common/contract/common-schemas.js';

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
// The API's one e-mail rule: an admin address the sign-in form would refuse could never sign in.
const EMAIL = EMAIL_PATTERN;
const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../../../frontend/dist', import.meta.url));

function port(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) > 65_535) throw new ConfigError(name, `must be a port number from 0 to 65535, got "${raw}"`);
  return Number(raw);
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, 'is not a valid URL');
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw;
}

/** A whole number from `min` to `max`, `fallback` when unset. */
export function wholeNumber(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || value < min || value > max) throw new ConfigError(name, `must be a whole number from ${min} to ${max}, got "${raw}"`);
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(name, `must be true or false, got "${env[name]}"`);
}

/** A non-negative dollar amount with at most two decimals ("100", "100.00"), in cents. */
function dollarsInCents(env: Env, name: string, fallbackCents: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallbackCents;
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(raw);
  if (!match) throw new ConfigError(name, `must be an amount in dollars of 0 or more, with at most two decimals (e.g. 100.00), got "${env[name]}"`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Reads a secret from the environment, else from DATA_DIR, else makes one and keeps it there. */
function persistentSecret(env: Env, name: string, dataDir: string | null, make: () => string): string {
  const raw = env[name];
  if (raw !== undefined && raw !== '') return raw;
  if (dataDir === null) return make();
  const file = path.join(dataDir, `${name.toLowerCase()}.secret`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const value = make();
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return value;
}

/** proxy-addr's (Fastify's) names for address ranges, as TRUST_PROXY may use them. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY: addresses (IPv4 or IPv6), networks (CIDR) or range names, comma-separated. */
function trustedProxies(env: Env): string[] {
  const raw = env.TRUST_PROXY?.trim() || 'loopback';
  const entries = raw.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const goodBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!(PROXY_RANGE_NAMES.has(entry) || (family !== 0 && goodBits && extra === undefined))) {
      throw new ConfigError('TRUST_PROXY', `must list addresses, networks (CIDR) or loopback, linklocal, uniquelocal, comma-separated; got "${entry}"`);
    }
  }
  return entries;
}

/** Builds the configuration from the environment, or throws a ConfigError naming the variable. */
export function loadConfig(env: Env = process.env): AppConfig {
  const rawDataDir = env.DATA_DIR || './.data';
  const inMemory = rawDataDir === 'memory://';
  const dataDir = inMemory ? rawDataDir : path.resolve(rawDataDir);
  if (!inMemory) {
    try {
      mkdirSync(dataDir, { recursive: true });
    } catch (error) {
      throw new ConfigError('DATA_DIR', `cannot be created: ${(error as Error).message}`);
    }
  }
  const secretsDir = inMemory ? null : dataDir;

  const jwtSecret = persistentSecret(env, 'JWT_SECRET', secretsDir, () => randomBytes(48).toString('base64url'));
  if (jwtSecret.length < 32) throw new ConfigError('JWT_SECRET', 'must be at least 32 characters');

  const keyText = persistentSecret(env, 'KEY_ENCRYPTION_KEY', secretsDir, () => randomBytes(32).toString('base64'));
  const keyEncryptionKey = /^[0-9a-f]{64}$/i.test(keyText) ? Buffer.from(keyText, 'hex') : Buffer.from(keyText, 'base64');
  if (keyEncryptionKey.length !== 32) {
    throw new ConfigError('KEY_ENCRYPTION_KEY', 'must be 32 bytes, given as 64 hex digits or base64');
  }

  const adminEmail = (env.ADMIN_EMAIL || 'admin@keyledger.local').trim().toLowerCase();
  if (!EMAIL.test(adminEmail)) throw new ConfigError('ADMIN_EMAIL', `is not an e-mail address: "${env.ADMIN_EMAIL}"`);
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminPassword !== undefined && adminPassword.length < 8) throw new ConfigError('ADMIN_PASSWORD', 'must be at least 8 characters');
  const financeEmail = env.FINANCE_EMAIL?.trim().toLowerCase() || undefined;
  if (financeEmail !== undefined && !EMAIL.test(financeEmail)) throw new ConfigError('FINANCE_EMAIL', `is not an e-mail address: "${env.FINANCE_EMAIL}"`);
  if (financeEmail !== undefined && financeEmail === adminEmail) throw new ConfigError('FINANCE_EMAIL', 'must not be the admin account');
  const financePassword = env.FINANCE_PASSWORD || undefined;
  if (financePassword !== undefined && financePassword.length < 8) throw new ConfigError('FINANCE_PASSWORD', 'must be at least 8 characters');

  const mailFrom = env.MAIL_FROM || 'KeyLedger <no-reply@keyledger.local>';
  if (!/@/.test(mailFrom)) throw new ConfigError('MAIL_FROM', `is not an e-mail address: "${mailFrom}"`);

  const kafkaBrokers = (env.KAFKA_BROKERS ?? '').split(',').map((b) => b.trim()).filter(Boolean);
  for (const broker of kafkaBrokers) {
    if (!/^[\w.-]+:\d{1,5}$/.test(broker)) throw new ConfigError('KAFKA_BROKERS', `must be host:port[,host:port…], got "${broker}"`);
  }
  // The relay and the projectors are other processes: the embedded database has one.
  if (kafkaBrokers.length > 0 && !env.DATABASE_URL) throw new ConfigError('KAFKA_BROKERS', 'needs DATABASE_URL (a PostgreSQL server the relay and the projectors share)');
  const kafkaTopic = env.KAFKA_TOPIC || 'keyledger.events';
  if (!/^[\w.-]{1,249}$/.test(kafkaTopic)) throw new ConfigError('KAFKA_TOPIC', `is not a topic name: "${kafkaTopic}"`);
  const kafkaPartitions = Number(env.KAFKA_PARTITIONS || 8);
  if (!Number.isInteger(kafkaPartitions) || kafkaPartitions < 1 || kafkaPartitions > 1000) throw new ConfigError('KAFKA_PARTITIONS', `must be a whole number from 1 to 1000, got "${env.KAFKA_PARTITIONS}"`);
  const kafkaReplicationFactor = Number(env.KAFKA_REPLICATION_FACTOR || 1);
  if (!Number.isInteger(kafkaReplicationFactor) || kafkaReplicationFactor < 1) throw new ConfigError('KAFKA_REPLICATION_FACTOR', `must be a whole number of at least 1, got "${env.KAFKA_REPLICATION_FACTOR}"`);
  const kafkaGroupId = env.KAFKA_GROUP_ID || 'keyledger-projectors';

  const staffTwoFactor = (env.STAFF_TWO_FACTOR || 'required') as AppConfig['staffTwoFactor'];
  if (staffTwoFactor !== 'required' && staffTwoFactor !== 'optional') throw new ConfigError('STAFF_TWO_FACTOR', 'must be required or optional');
  const logLevel = (env.LOG_LEVEL || 'info') as AppConfig['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`);

  const imageBaseUrl = (url(env, 'IMAGE_BASE_URL', ['http:', 'https:']) ?? '/images').replace(/\/$/, '');
  const videoBaseUrl = (url(env, 'VIDEO_BASE_URL', ['http:', 'https:']) ?? '/videos').replace(/\/$/, '');
  // Absolute, whatever WEB_ROOT says: the static file server takes only absolute roots.
  const webRoot = path.resolve(env.WEB_ROOT || DEFAULT_WEB_ROOT);

  const timeZone = env.TIME_ZONE || Intl.DateTimeFormat().resolvedOptions().timeZone;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    throw new ConfigError('TIME_ZONE', `must be a time zone such as Europe/Paris or UTC, got "${timeZone}"`);
  }

  const httpPort = port(env, 'PORT', 3000);
  const publicUrl = (url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${httpPort}`).replace(/\/$/, '');

  return {
    port: httpPort,
    publicUrl,
    dataDir,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    embeddedDbPort: port(env, 'EMBEDDED_DB_PORT', 0),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom,
    jwtSecret,
    keyEncryptionKey,
    adminEmail,
    adminPassword,
    financeEmail,
    financePassword,
    seedDemo: bool(env, 'SEED_DEMO', true),
    imageBaseUrl,
    videoBaseUrl,
    kafkaBrokers,
    kafka: kafkaBrokers.length > 0 ? { brokers: kafkaBrokers, topic: kafkaTopic, partitions: kafkaPartitions, replicationFactor: kafkaReplicationFactor, groupId: kafkaGroupId } : null,
    logLevel,
    staffTwoFactor,
    webRoot: existsSync(path.join(webRoot, 'index.html')) ? webRoot : null,
    serveSourceMaps: bool(env, 'SERVE_SOURCE_MAPS', false),
    timeZone,
    refundApprovalThresholdCents: dollarsInCents(env, 'REFUND_APPROVAL_THRESHOLD', 100_00),
    metricsToken: env.METRICS_TOKEN || null,
    trustProxy: trustedProxies(env),
    shutdownDrainMs: wholeNumber(env, 'SHUTDOWN_DRAIN_MS', 0, 0, 60_000),
    erasureLedgerPath: env.ERASURE_LEDGER ? path.resolve(env.ERASURE_LEDGER) : inMemory ? null : path.join(dataDir, 'erasure-ledger.jsonl'),
    retention: {
      unverifiedAccountDays: wholeNumber(env, 'RETENTION_UNVERIFIED_DAYS', 30, 1, 36_500),
      mailDays: wholeNumber(env, 'RETENTION_MAIL_DAYS', 90, 1, 36_500),
      sweepSeconds: wholeNumber(env, 'RETENTION_SWEEP_SECONDS', 3_600, 1, 86_400),
    },
  };
}
