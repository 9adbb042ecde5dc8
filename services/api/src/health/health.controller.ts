import { Controller, HttpStatus, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Route } from '../common/contract/route.decorator.js';
import type { AnswerOf } from '../common/contract/route-contract.js';
import { getHealth } from './health.contract.js';
import { HealthSnapshot } from './health-snapshot.js';

@Controller()
export class HealthController {
  constructor(private readonly snapshot: HealthSnapshot) {}

  /** From memory: HealthSnapshot takes a reading at most every quarter of a second. */
  @Route(getHealth)
  async health(@Res({ passthrough: true }) res: FastifyReply): Promise<AnswerOf<typeof getHealth>> {
    const { up, answer } = await this.snapshot.read();
    if (!up) res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return answer;
  }
}
