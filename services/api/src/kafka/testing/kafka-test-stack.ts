import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EventStore, reconcileProjection, type ReconciliationReport } from '@keyledger/event-store';
import { sharedSecrets } from '../../testing/api-process.js';
import { startTestApp, type TestApp } from '../../testing/start-test-app.js';
import { allProjections } from '../../projections/all-projections.js';
import { eventually } from '../../testing/eventually.js';
import { KafkaBroker } from '../broker/kafka-broker.js';
import { RoleProcess } from './role-process.js';

/**
 * A whole KeyLedger on Kafka for a test: a real broker of its own (its data in a scratch
 * directory), the API in Kafka mode on a fresh schema of the PostgreSQL server, and relay and
 * projector processes started on demand, all on a topic and group of their own.
 */
export class KafkaTestStack {
  private readonly processes = new Set<RoleProcess>();

  private constructor(
    readonly broker: KafkaBroker,
    readonly api: TestApp,
    /** The environment of the relay and projector processes. */
    readonly roleEnv: Record<string, string>,
    private readonly scratch: string,
  ) {}

  /** `env`: more of the API's settings (an SMTP server, say). */
  static async start(partitions = 4, env: Record<string, string> = {}): Promise<KafkaTestStack> {
    const scratch = mkdtempSync(path.join(tmpdir(), 'kl-kafka-'));
    const broker = await KafkaBroker.launch(path.join(scratch, 'broker'));
    const suffix = randomUUID().slice(0, 8);
    const secrets = sharedSecrets();
    const kafkaEnv = { KAFKA_BROKERS: broker.brokers, KAFKA_TOPIC: `kl-test-${suffix}`, KAFKA_GROUP_ID: `kl-test-${suffix}`, KAFKA_PARTITIONS: String(partitions) };
    const api = await startTestApp('postgres', { ...kafkaEnv, ...secrets, ...env });
    const roleEnv = { ...kafkaEnv, ...secrets, DATABASE_URL: api.databaseUrl!, DATA_DIR: path.join(scratch, 'data') };
    return new KafkaTestStack(broker, api, roleEnv, scratch);
  }

  get store(): EventStore {
    return this.api.app.get(EventStore);
  }

  get topic(): string {
    return this.roleEnv.KAFKA_TOPIC!;
  }

  async startRole(role: 'relay' | 'projector'): Promise<RoleProcess> {
    const process = await RoleProcess.start(role, this.roleEnv);
    this.processes.add(process);
    return process;
  }

  /**
   * Waits until the relay has published the whole log and the projectors have applied every
   * event of it exactly once (their counts over all partitions equal the log's).
   */
  async caughtUp(timeoutMs = 60_000): Promise<{ events: number; applied: number; duplicatesDropped: number }> {
    return this.explained(() => this.countsWhenCaughtUp(timeoutMs));
  }

  /** The error, with what the relay and projector processes last wrote (their logs say why). */
  private async explained<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const logs = [...this.processes].map((p) => `--- ${p.role}${p.alive ? '' : ' (ended)'}:\n${p.output.slice(-3_000)}`).join('\n');
      (error as Error).message += `\n${logs}`;
      throw error;
    }
  }

  private async countsWhenCaughtUp(timeoutMs: number): Promise<{ events: number; applied: number; duplicatesDropped: number }> {
    return eventually(
      async () => {
        const { rows } = await this.store.pool.query<{ events: string; applied: string | null; dropped: string | null }>(
          `SELECT (SELECT count(*) FROM events) AS events,
                  (SELECT sum(events_applied) FROM kafka_projector_partitions WHERE topic = $1) AS applied,
                  (SELECT sum(duplicates_dropped) FROM kafka_projector_partitions WHERE topic = $1) AS dropped`,
          [this.topic],
        );
        const counts = { events: Number(rows[0]!.events), applied: Number(rows[0]!.applied ?? 0), duplicatesDropped: Number(rows[0]!.dropped ?? 0) };
        assert.ok(counts.applied <= counts.events, `more events applied (${counts.applied}) than the log holds (${counts.events})`);
        return counts.applied === counts.events ? counts : undefined;
      },
      'the projectors caught up with the log',
      timeoutMs,
    );
  }

  /** Every projection's tables, as built through Kafka, against a replay of the whole log. */
  reconcileAll(): Promise<ReconciliationReport[]> {
    return reconcileAllUpToHead(this.store);
  }

  async stop(): Promise<void> {
    await Promise.all([...this.processes].map((process) => process.stop()));
    await this.api.close();
    await this.broker.stop();
    rmSync(this.scratch, { recursive: true, force: true });
  }
}

/** Every projection's tables, however they were built (through Kafka: no checkpoint of their own), against a replay of the whole log. */
export async function reconcileAllUpToHead(store: EventStore): Promise<ReconciliationReport[]> {
  const head = await store.pool.query<{ transaction_id: string; position: string }>(
    'SELECT transaction_id::text AS transaction_id, global_position AS position FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1',
  );
  const upTo = { transactionId: head.rows[0]!.transaction_id, position: Number(head.rows[0]!.position) };
  const reports: ReconciliationReport[] = [];
  for (const projection of allProjections) reports.push(await reconcileProjection(store, projection, { upTo }));
  return reports;
}
