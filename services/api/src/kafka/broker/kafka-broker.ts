import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Kafka, logLevel } from 'kafkajs';
import { freePort } from '../../common/free-port.js';

/** Where infra/kafka is: found upwards from this file (dist or src), so any checkout works. */
export function kafkaInfraDir(): string {
  let dir = import.meta.dirname;
  for (;;) {
    const candidate = path.join(dir, 'infra', 'kafka');
    if (existsSync(path.join(candidate, 'pom.xml'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('infra/kafka/pom.xml not found above ' + import.meta.dirname);
    dir = parent;
  }
}

/**
 * Apache Kafka's jars in infra/kafka/lib, fetched from Maven Central the first time (a minute or
 * so; Maven keeps them in ~/.m2 after that). Answers the lib directory.
 */
export function ensureKafkaJars(): string {
  const infra = kafkaInfraDir();
  const lib = path.join(infra, 'lib');
  const stamp = path.join(lib, '.complete');
  if (existsSync(stamp)) return lib;
  const fetched = spawnSync('mvn', ['-q', '-B', 'dependency:copy-dependencies', '-DoutputDirectory=lib', '-Dstyle.color=never'], { cwd: infra, stdio: 'inherit' });
  if (fetched.status !== 0) throw new Error(`Fetching Kafka's jars with Maven failed (exit ${fetched.status ?? fetched.signal}) in ${infra}`);
  if (!readdirSync(lib).some((name) => name.startsWith('kafka_2.13-'))) throw new Error(`Maven left no kafka_2.13 jar in ${lib}`);
  writeFileSync(stamp, new Date().toISOString() + '\n');
  return lib;
}

export interface KafkaBrokerOptions {
  /** Holds the broker's log segments and metadata; formatted when new. */
  dataDir: string;
  port: number;
  controllerPort: number;
  /** Default partitions of topics created without a count (the relay names its own). */
  defaultPartitions?: number;
  heapMb?: number;
  /** Where the broker's own output goes; default `<dataDir>/broker.log`. 'inherit' shows it. */
  output?: string | 'inherit';
}

/**
 * A KRaft cluster id: 16 random bytes in base64url, as Kafka's own Uuid.randomUuid makes them, and
 * like it never starting with '-' (the storage tool's argument parser would read such an id as an
 * option: one format in 64 failed with "expected one argument").
 */
export function newClusterId(): string {
  for (;;) {
    const id = randomBytes(16).toString('base64url');
    if (!id.startsWith('-')) return id;
  }
}

/**
 * A single-node KRaft Kafka server (broker and controller in one JVM) on 127.0.0.1, run from the
 * Maven-fetched jars: what `make kafka`, the tests and the benchmark use. `kill()` and `start()`
 * again keep the data directory, as a broker that crashed and came back does.
 */
export class KafkaBroker {
  private process: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();

  private constructor(
    readonly options: Required<Omit<KafkaBrokerOptions, 'output'>> & { output?: string | 'inherit' },
    private readonly lib: string,
  ) {}

  /** A broker on free ports in `dataDir`, started and ready. */
  static async launch(dataDir: string, options: Partial<KafkaBrokerOptions> = {}): Promise<KafkaBroker> {
    const broker = KafkaBroker.prepare({ dataDir, port: options.port ?? (await freePort()), controllerPort: options.controllerPort ?? (await freePort()), ...options });
    await broker.start();
    return broker;
  }

  /** Writes the configuration and formats the storage if new; does not start. */
  static prepare(options: KafkaBrokerOptions): KafkaBroker {
    const lib = ensureKafkaJars();
    const broker = new KafkaBroker({ defaultPartitions: 4, heapMb: 512, ...options }, lib);
    broker.configure();
    return broker;
  }

  /** `host:port` for KAFKA_BROKERS. */
  get brokers(): string {
    return `127.0.0.1:${this.options.port}`;
  }

  get running(): boolean {
    return this.process !== null;
  }

  /** Starts the JVM and waits until a client can list the topics. */
  async start(timeoutMs = 60_000): Promise<void> {
    if (this.process) return;
    const { dataDir, heapMb, output } = this.options;
    const child = spawn(
      'java',
      [`-Xmx${heapMb}m`, `-Dlog4j.configuration=file:${path.join(kafkaInfraDir(), 'log4j.properties')}`, '-cp', `${this.lib}/*`, 'kafka.Kafka', this.propertiesFile],
      { stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'] },
    );
    if (output !== 'inherit') {
      const log = createWriteStream(output ?? path.join(dataDir, 'broker.log'), { flags: 'a' });
      child.stdout?.pipe(log);
      child.stderr?.pipe(log);
    }
    this.process = child;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    void this.exited.then(() => {
      if (this.process === child) this.process = null;
    });
    await this.waitUntilReady(timeoutMs);
  }

  /** SIGKILL: the broker dies at once, as in a crash; its data stays for the next start. */
  async kill(): Promise<void> {
    this.process?.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM and waits for the controlled shutdown. */
  async stop(): Promise<void> {
    this.process?.kill('SIGTERM');
    await this.exited;
  }

  private get propertiesFile(): string {
    return path.join(this.options.dataDir, 'server.properties');
  }

  private configure(): void {
    const { dataDir, port, controllerPort, defaultPartitions } = this.options;
    mkdirSync(dataDir, { recursive: true });
    const logs = path.join(dataDir, 'logs');
    writeFileSync(
      this.propertiesFile,
      [
        'process.roles=broker,controller',
        'node.id=1',
        `controller.quorum.voters=1@127.0.0.1:${controllerPort}`,
        `listeners=PLAINTEXT://127.0.0.1:${port},CONTROLLER://127.0.0.1:${controllerPort}`,
        `advertised.listeners=PLAINTEXT://127.0.0.1:${port}`,
        'controller.listener.names=CONTROLLER',
        'inter.broker.listener.name=PLAINTEXT',
        'listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT',
        `log.dirs=${logs}`,
        `num.partitions=${defaultPartitions}`,
        'auto.create.topics.enable=false',
        // One node: every internal topic has one replica; a few partitions start faster than 50.
        'offsets.topic.replication.factor=1',
        'offsets.topic.num.partitions=4',
        'transaction.state.log.replication.factor=1',
        'transaction.state.log.min.isr=1',
        'transaction.state.log.num.partitions=4',
        // Consumers join a group at once instead of waiting three seconds for others.
        'group.initial.rebalance.delay.ms=0',
        '',
      ].join('\n'),
    );
    if (existsSync(path.join(logs, 'meta.properties'))) return;
    const formatted = spawnSync('java', ['-cp', `${this.lib}/*`, 'kafka.tools.StorageTool', 'format', `--cluster-id=${newClusterId()}`, '-c', this.propertiesFile], {
      encoding: 'utf8',
    });
    if (formatted.status !== 0) throw new Error(`Formatting the Kafka storage failed: ${formatted.stderr || formatted.stdout}`);
  }

  private async waitUntilReady(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const admin = new Kafka({ brokers: [this.brokers], clientId: 'keyledger-broker-check', logLevel: logLevel.NOTHING, retry: { retries: 0 } }).admin();
    try {
      for (;;) {
        if (!this.process) throw new Error(`The Kafka broker exited while starting (see ${path.join(this.options.dataDir, 'broker.log')})`);
        try {
          await admin.connect();
          await admin.describeCluster();
          return;
        } catch {
          if (Date.now() > deadline) throw new Error(`The Kafka broker on ${this.brokers} was not ready within ${timeoutMs} ms`);
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
    } finally {
      await admin.disconnect().catch(() => undefined);
    }
  }
}
