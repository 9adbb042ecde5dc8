import { Body, Controller, Inject, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { Route } from '../common/contract/route.decorator.js';
import type { BodyOf } from '../common/contract/route-contract.js';
import { LOGGER } from '../common/logger.token.js';
import { RateLimiter } from '../identity/rate-limit/rate-limiter.js';
import { reportPolicyViolations } from './csp-reports.contract.js';
import { violationsIn } from './violation-report.js';

/** Reports a minute from one address: a page breaking its policy reports a few; more is noise or abuse. */
const REPORTS_PER_MINUTE = 60;

@Controller()
export class CspReportsController {
  constructor(
    private readonly rateLimiter: RateLimiter,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Logs each violation a browser reports, one warn line each. Limited per client address with the
   * store's own limiter (counters in the database, shared by every API process, the same 429 as
   * sign-in's): no second limiter to configure, and a report is rare enough for a database round trip.
   */
  @Route(reportPolicyViolations)
  async report(@Body() body: BodyOf<typeof reportPolicyViolations>, @Req() request: FastifyRequest): Promise<void> {
    await this.rateLimiter.consume({ bucket: `csp-report:ip:${request.ip}`, limit: REPORTS_PER_MINUTE, windowSeconds: 60 });
    for (const violation of violationsIn(body)) this.logger.warn({ cspViolation: violation }, 'Content-Security-Policy violation');
  }
}
