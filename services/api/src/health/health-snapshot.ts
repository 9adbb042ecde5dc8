import { Injectable } from '@nestjs/common';
import type { Database } from '@keyledger/event-store';
import { InjectDatabase } from '../database/database.module.js';
import { ProjectionsService } from '../projections/projections.service.js';
import { logHeadPosition } from '../projections/log-head.js';
import type { AnswerOf } from '../common/contract/route-contract.js';
import type { getHealth } from './health.contract.js';

/** How long a reading answers /health before the next caller takes a new one. */
export const HEALTH_READING_FRESH_MS = 250;

export interface HealthReading {
  /** Whether the database answered (else /health is 503). */
  up: boolean;
  answer: AnswerOf<typeof getHealth>;
}

/**
 * What /health answers, from memory: one reading (the log head, which doubles as the database
 * probe and its latency, then the Kafka figures and each projection's lag) is taken at most
 * every quarter of a second, and only while /health is asked; every caller meanwhile gets that
 * reading, and callers that come while one is being taken wait for that one (never a second
 * in flight). So an answer is at most HEALTH_READING_FRESH_MS old, plus the time of its reading.
 *
 * A database that goes away must turn /health to 503 at once, not a quarter of a second later:
 * the pool drops a connection that failed (an error, a cut network, a server restart), and then
 * the reading in hand is not trusted any more. (Idle connections closed by the pool count too:
 * a further reading, no harm.)
 */
@Injectable()
export class HealthSnapshot {
  private latest: { reading: HealthReading; takenAt: number } | null = null;
  private taking: Promise<HealthReading> | null = null;
  /** Moves when a connection is dropped: a reading begun before it is not kept. */
  private connectionDrops = 0;

  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly projections: ProjectionsService,
  ) {
    db.pool.on('remove', () => {
      this.connectionDrops += 1;
      this.latest = null;
    });
  }

  async read(): Promise<HealthReading> {
    if (this.latest && performance.now() - this.latest.takenAt < HEALTH_READING_FRESH_MS) return this.latest.reading;
    this.taking ??= this.take().finally(() => (this.taking = null));
    return this.taking;
  }

  private async take(): Promise<HealthReading> {
    const takenAt = performance.now();
    const drops = this.connectionDrops;
    const reading = await this.measure();
    if (drops === this.connectionDrops) this.latest = { reading, takenAt };
    return reading;
  }

  private async measure(): Promise<HealthReading> {
    const started = process.hrtime.bigint();
    let headPosition: number;
    try {
      headPosition = await logHeadPosition(this.db.pool);
    } catch (error) {
      return { up: false, answer: { status: 'down', database: { status: 'down', kind: this.db.kind, error: (error as Error).message }, projections: [] } };
    }
    const latencyMs = Number(process.hrtime.bigint() - started) / 1e6;
    const kafka = await this.projections.kafkaHealth(headPosition);
    const projections = await this.projections.health(headPosition, kafka);
    const failing = projections.some((p) => p.lastError !== null || !p.running) || (kafka !== null && kafka.error !== null);
    return {
      up: true,
      answer: {
        status: failing ? 'degraded' : 'ok',
        database: { status: 'up', kind: this.db.kind, latencyMs: Math.round(latencyMs * 100) / 100 },
        projections: projections.map((p) => ({
          name: p.name,
          running: p.running,
          position: p.checkpoint.position,
          lag: p.lag,
          eventsApplied: p.eventsApplied,
          lastError: p.lastError,
          thread: p.thread,
        })),
        ...(kafka ? { kafka } : {}),
      },
    };
  }
}
