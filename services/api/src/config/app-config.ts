/** The validated configuration the whole API reads; built once at start by loadConfig. */
export interface AppConfig {
  port: number;
  /** Where users reach the web app; links in e-mails start with it. */
  publicUrl: string;
  dataDir: string;
  /** PostgreSQL server; undefined → embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  /** Loopback port for the embedded database (0: any free port). */
  embeddedDbPort: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string;
  /** 32 bytes for AES-256-GCM. */
  keyEncryptionKey: Buffer;
  adminEmail: string;
  adminPassword: string | undefined;
  /** A finance account (reports and timelines only), made at start when set; its password as the admin's. */
  financeEmail: string | undefined;
  financePassword: string | undefined;
  seedDemo: boolean;
  /** STAFF_TWO_FACTOR: `required` (default) keeps a staff account without two-factor sign-in out of every staff route until it turns it on. */
  staffTwoFactor: 'required' | 'optional';
  imageBaseUrl: string;
  /** Where trailers are played from: `{videoBaseUrl}/{video_id}.webm`; `/videos` is the app's own route. */
  videoBaseUrl: string;
  kafkaBrokers: string[];
  /** With KAFKA_BROKERS: the log goes to Kafka and projector processes build the read models (docs/kafka.md). */
  kafka: KafkaSettings | null;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Folder of the built front end served on the same port; null when it is not built. */
  webRoot: string | null;
  /** Whether the built front end's source maps (*.map) are served; off by default, so production does not publish its sources. */
  serveSourceMaps: boolean;
  /** The server's time zone (IANA name): the dashboard's days, weeks and months. */
  timeZone: string;
  /** A key whose refund is strictly above this many cents waits for a second admin's approval (REFUND_APPROVAL_THRESHOLD, in dollars). */
  refundApprovalThresholdCents: number;
  /**
   * Personal data kept no longer than needed: unverified accounts older than RETENTION_UNVERIFIED_DAYS
   * (30) and mail older than RETENTION_MAIL_DAYS (90) are purged every RETENTION_SWEEP_SECONDS (3600).
   */
  retention: { unverifiedAccountDays: number; mailDays: number; sweepSeconds: number };
  /**
   * ERASURE_LEDGER: the file every erasure is also written to, outside the database, so that
   * restoring a backup made before an erasure erases again (default DATA_DIR/erasure-ledger.jsonl;
   * null with an in-memory DATA_DIR and no ERASURE_LEDGER: nothing outlives the process anyway).
   */
  erasureLedgerPath: string | null;
  /**
   * TRUST_PROXY: who may say who the client is (X-Forwarded-For): the balancer's addresses or
   * networks, comma-separated (default `loopback`: a balancer on the same machine). Client
   * addresses count in the sign-in and sign-up limits and decide who /metrics answers.
   */
  trustProxy: string[];
  /** METRICS_TOKEN: /metrics answers the loopback, and anyone else only with `Authorization: Bearer <token>`; none: the loopback only. */
  metricsToken: string | null;
  /**
   * SHUTDOWN_DRAIN_MS: on SIGTERM the process answers not-ready this long before it stops taking
   * connections (a balancer's health checks must see it first); 0 (default, one process alone): at once.
   * Requests in flight finish either way.
   */
  shutdownDrainMs: number;
}

/** A configuration value is wrong: the message names the variable. The process stops. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

/** Where the log goes on Kafka, and who reads it there (KAFKA_TOPIC, KAFKA_PARTITIONS, KAFKA_REPLICATION_FACTOR, KAFKA_GROUP_ID). */
export interface KafkaSettings {
  brokers: string[];
  topic: string;
  /** Partitions of the topic when the relay makes it: how many projectors can share the work. */
  partitions: number;
  replicationFactor: number;
  /** The projectors' consumer group. */
  groupId: string;
}
