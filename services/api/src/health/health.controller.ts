import { Controller, HttpStatus, Res } from '@nestjs/common';
import type { Database } from '@keyledger/event-store';
import type { FastifyReply } from 'fastify';
import { InjectDatabase } from '../database/database.module.js';
import { ProjectionsService } from '../projections/projections.service.js';
import { logHeadPosition } from '../projections/log-head.js';
import { Route } from '../common/contract/route.decorator.js';
import type { AnswerOf } from '../common/contract/route-contract.js';
import { getHealth } from './health.contract.js';

@Controller()
export class HealthController {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly projections: ProjectionsService,
  ) {}

  @Route(getHealth)
  async health(@Res({ passthrough: true }) res: FastifyReply): Promise<AnswerOf<typeof getHealth>> {
    const started = process.hrtime.bigint();
    try {
      await this.db.pool.query('SELECT 1');
    } catch (error) {
      res.status(HttpStatus.SERVICE_UNAVAILABLE);
      return { status: 'down', database: { status: 'down', kind: this.db.kind, error: (error as Error).message }, projections: [] };
    }
    const latencyMs = Number(process.hrtime.bigint() - started) / 1e6;
    const headPosition = await logHeadPosition(this.db.pool);
    const kafka = await this.projections.kafkaHealth(headPosition);
    const projections = await this.projections.health(headPosition, kafka);
    const failing = projections.some((p) => p.lastError !== null || !p.running) || (kafka !== null && kafka.error !== null);
    return {
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
    };
  }
}
