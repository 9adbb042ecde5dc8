import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import {
  EventStore,
  ProjectionRunnerGroup,
  ProjectionWorker,
  type Database,
  type Projection,
  type CodecSource,
  type ProjectionSource,
  type ProjectionStatus,
  type RunningProjection,
} from '@keyledger/event-store';
import type { Logger } from 'pino';
import { LOGGER } from '../common/logger.token.js';
import { InjectDatabase } from '../database/database.module.js';
import { eventUpcasters, eventUpcastersSource } from '../events/event-upcasters.js';
import { PersonalDataCodec, personalDataCodecSource } from '../privacy/personal-data/personal-data-codec.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { KafkaReadModels, type KafkaHealth } from '../kafka/kafka-read-models.js';
import { eventsAfterCheckpoint, logHeadPosition } from './log-head.js';

export interface ProjectionHealth extends ProjectionStatus {
  /** Events in the log after this projection's checkpoint (with Kafka: not yet applied by the projectors). */
  lag: number;
  /** Where its runner runs: the projection worker thread, the main thread, or the Kafka projector processes. */
  thread: 'worker' | 'main' | 'kafka';
}

/**
 * After a wake-up a runner reads at once: appends that land while it works wake it again and are
 * read together when it is done, and runners woken by the same append share one log read (see
 * EventStore.readLogBatch). A 10 ms window used to be waited out first, from when every checkout
 * was its own transaction; now that checkouts commit in batches it only added lag.
 */
const COALESCE_MS = 0;
/** The runners' own pool on a server (the worker's, and this thread's if any run here): a connection per runner and the LISTEN. */
const RUNNER_POOL_SIZE = 8;

/**
 * Runs every registered projection from the event log (never from the in-process event bus,
 * which is not durable). Feature modules register their projections while the app is built;
 * the runners start when it has booted and stop, after their batch in progress, at shutdown.
 *
 * On a PostgreSQL server the projections registered with a source (the module that exports
 * them) run in a worker thread with a pool of its own (ProjectionWorker): reading the log and
 * applying batches never take turns with requests on the main event loop, and read models keep
 * up while requests queue for the main pool. Projections registered without a source (tests'
 * ad-hoc ones) run on this thread, on a small pool of their own. Embedded PGlite has one
 * connection for everything and no other process to hear: all run here.
 */
@Injectable()
export class ProjectionsService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly sources = new Map<string, ProjectionSource>();
  private readonly server: boolean;
  /** The runners on this thread, made with the first projection that runs here. */
  private local: ProjectionRunnerGroup | null = null;
  private worker: ProjectionWorker | null = null;
  /** With KAFKA_BROKERS: the projector processes run the projections; this process watches them. */
  private readonly kafka: KafkaReadModels | null;
  private readonly kafkaProjections = new Map<string, Projection>();
  /** The projection worker opens personal data as this thread's store does (the key travels as bytes). */
  private readonly codecSource: CodecSource;
  private readonly keyEncryptionKey: Buffer;

  constructor(
    private readonly store: EventStore,
    @Inject(LOGGER) private readonly logger: Logger,
    @InjectDatabase() private readonly db: Database,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.server = db.kind === 'postgres';
    this.kafka = config.kafka ? new KafkaReadModels(db, config.kafka, logger) : null;
    this.keyEncryptionKey = config.keyEncryptionKey;
    this.codecSource = personalDataCodecSource(config.keyEncryptionKey);
  }

  /** `source`: where a worker thread can import the projection from (see projectionSource). */
  register(projection: Projection, source?: ProjectionSource): void {
    if (this.local?.has(projection.name) || this.sources.has(projection.name) || this.kafkaProjections.has(projection.name)) {
      throw new Error(`Projection ${projection.name} is registered twice`);
    }
    if (this.kafka && source) {
      // The projectors run the same definitions (allProjections); ad-hoc ones (no source) still run here.
      this.kafkaProjections.set(projection.name, projection);
      return;
    }
    if (this.server && source) this.sources.set(projection.name, source);
    else this.localRunners().add(projection);
  }

  /** Batch transactions committed and the projection batches they carried (benchmarks report batches per transaction). */
  batchStats(): { transactions: number; units: number } {
    const here = this.local?.batchStats() ?? { transactions: 0, units: 0 };
    const there = this.worker?.batchStats() ?? { transactions: 0, units: 0 };
    return { transactions: here.transactions + there.transactions, units: here.units + there.units };
  }

  runner(name: string): RunningProjection {
    if (this.kafkaProjections.has(name)) return this.kafka!.view(name);
    const runner = this.local?.runner(name) ?? this.worker?.runner(name);
    if (!runner) throw new Error(`No projection named ${name}`);
    return runner;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.kafka?.start([...this.kafkaProjections.values()]);
    await this.local?.start();
    if (this.sources.size > 0) {
      this.worker = new ProjectionWorker(this.store, {
        connectionString: this.db.connectionString,
        poolSize: RUNNER_POOL_SIZE,
        projections: [...this.sources].map(([name, source]) => ({ name, source })),
        upcasters: eventUpcastersSource,
        codec: this.codecSource,
        runner: { coalesceMs: COALESCE_MS },
        onError: (error, projection) =>
          projection ? this.logger.error({ err: error, projection }, 'projection batch failed') : this.logger.error({ err: error }, 'projection worker'),
      });
      await this.worker.start();
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.local?.stop();
    await this.worker?.stop();
    await this.kafka?.stop();
  }

  /** With Kafka: the relay's position and lag, and the records on the topic not yet consumed; null without. */
  async kafkaHealth(headPosition: number): Promise<KafkaHealth | null> {
    return this.kafka ? this.kafka.health(headPosition) : null;
  }

  /** `kafka`: kafkaHealth's answer for the same head, when the caller has it already. */
  async health(headPosition?: number, kafka?: KafkaHealth | null): Promise<ProjectionHealth[]> {
    const head = headPosition ?? (await logHeadPosition(this.store.pool));
    kafka ??= await this.kafkaHealth(head);
    const withLag = async <S extends ProjectionStatus>(status: S) => ({ ...status, lag: await eventsAfterCheckpoint(this.store.pool, status.checkpoint, head) });
    // Through Kafka an event waits for the relay, then on the topic; every projection moves with each batch.
    const kafkaLag = kafka ? kafka.relay.lag + (kafka.topicLag ?? 0) : 0;
    return [
      ...[...this.kafkaProjections.keys()].map((name) => {
        const status = this.kafka!.view(name).status();
        return { ...status, lastError: status.lastError ?? kafka?.error ?? null, lag: kafkaLag, thread: 'kafka' as const };
      }),
      ...(await Promise.all((this.local?.statuses() ?? []).map(async (status) => ({ ...(await withLag(status)), thread: 'main' as const })))),
      ...(await Promise.all((this.worker?.statuses() ?? []).map(async (status) => ({ ...(await withLag(status)), thread: 'worker' as const })))),
    ];
  }

  /** This thread's runners share one LISTEN and one transaction per turn; on a server, a pool of their own. */
  private localRunners(): ProjectionRunnerGroup {
    if (this.local) return this.local;
    // Connections are opened on demand: one per runner at most, plus the shared LISTEN.
    const pool = this.server ? this.db.extraPool(RUNNER_POOL_SIZE) : null;
    this.local = new ProjectionRunnerGroup({
      store: pool ? new EventStore(pool, { upcasters: eventUpcasters, codec: new PersonalDataCodec(this.keyEncryptionKey) }) : this.store,
      localAppends: this.store,
      listenPool: pool,
      runner: { coalesceMs: COALESCE_MS, onError: (error, name) => this.logger.error({ err: error, projection: name }, 'projection batch failed') },
      onListenError: (error) => this.logger.warn({ err: error }, 'projection wake-ups: LISTEN failed, polling'),
    });
    return this.local;
  }
}
