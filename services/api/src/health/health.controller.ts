import { Controller, HttpStatus, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Route } from '../common/contract/route.decorator.js';
import type { AnswerOf } from '../common/contract/route-contract.js';
import { getHealth, getReadiness } from './health.contract.js';
import { HealthSnapshot } from './health-snapshot.js';
import { Readiness } from './readiness.js';

@Controller()
export class HealthController {
  constructor(
    private readonly snapshot: HealthSnapshot,
    private readonly readiness: Readiness,
  ) {}

  @Route(getReadiness)
  ready(@Res({ passthrough: true }) res: FastifyReply): AnswerOf<typeof getReadiness> {
    if (!this.readiness.ready) res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { ready: this.readiness.ready };
  }

  /** From memory: HealthSnapshot takes a reading at most every quarter of a second. */
  @Route(getHealth)
  async health(@Res({ passthrough: true }) res: FastifyReply): Promise<AnswerOf<typeof getHealth>> {
    const { up, answer } = await this.snapshot.read();
    if (!up) res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return answer;
  }
}
