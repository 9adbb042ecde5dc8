import { projectionContext, withTransaction, type Database, type Projection, type RunningProjection } from '@keyledger/event-store';
import type { Admin } from 'kafkajs';
import type { Logger } from 'pino';
import type { KafkaSettings } from '../config/app-config.js';
import { eventsAfterCheckpoint } from '../projections/log-head.js';
import { ensureEventsTopic, kafkaClient } from './kafka-connection.js';
import { ProjectorProgressWatch } from './projector/projector-progress-watch.js';
import { RELAY_CURSOR } from './relay/kafka-relay.js';

/** Up to this many events behind, the relay's lag is counted exactly. */

export interface KafkaHealth {
  relay: { position: number; lag: number };
  /** Records on the topic the projectors have not consumed yet, over all partitions (null: the broker did not answer). */
  topicLag: number | null;
  error: string | null;
}

/**
 * The API's side of the read models when Kafka carries the log: the projector processes build
 * them; the API makes their tables (so it answers before the first projector has run), watches
 * the projectors' progress for read-after-write, and reports the relay's and the topic's lag.
 */
export class KafkaReadModels {
  private watch: ProjectorProgressWatch | null = null;
  private admin: Admin | null = null;

  constructor(
    private readonly db: Database,
    private readonly settings: KafkaSettings,
    private readonly logger: Logger,
  ) {}

  async start(projections: readonly Projection[]): Promise<void> {
    await withTransaction(this.db.pool, async (tx) => {
      for (const projection of projections) await projection.createTables(projectionContext(tx, 'live'));
    });
    const kafka = kafkaClient(this.settings.brokers, 'keyledger-api', this.logger);
    const partitions = await ensureEventsTopic(kafka, this.settings);
    this.admin = kafka.admin();
    await this.admin.connect();
    this.watch = new ProjectorProgressWatch(this.db.pool, this.settings.topic, partitions);
    this.watch.start();
  }

  async stop(): Promise<void> {
    this.watch?.stop();
    await this.admin?.disconnect();
  }

  view(name: string): RunningProjection {
    if (!this.watch) throw new Error('The Kafka read models are not started');
    return this.watch.view(name);
  }

  async health(headPosition: number): Promise<KafkaHealth> {
    const cursor = await this.db.pool.query<{ transaction_id: string; position: string }>(
      'SELECT last_transaction_id::text AS transaction_id, last_position AS position FROM log_follower_cursors WHERE name = $1',
      [RELAY_CURSOR],
    );
    const position = Number(cursor.rows[0]?.position ?? 0);
    const relay = { position, lag: await eventsAfterCheckpoint(this.db.pool, { transactionId: cursor.rows[0]?.transaction_id ?? '0', position }, headPosition) };
    try {
      const offsets = await this.admin!.fetchTopicOffsets(this.settings.topic);
      const consumed = new Map((this.watch?.partitionProgress() ?? []).map((p) => [p.partition, p.nextOffset]));
      const topicLag = offsets.reduce((sum, { partition, high }) => sum + Math.max(0, Number(BigInt(high) - (consumed.get(partition) ?? 0n))), 0);
      return { relay, topicLag, error: null };
    } catch (error) {
      return { relay, topicLag: null, error: (error as Error).message };
    }
  }
}
