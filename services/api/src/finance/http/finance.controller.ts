import { Controller, Inject, Query, Res } from '@nestjs/common';
import { EventStore } from '@keyledger/event-store';
import type { FastifyReply } from 'fastify';
import { Route } from '../../common/contract/route.decorator.js';
import type { QueryOf } from '../../common/contract/route-contract.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { reportAnswer, reportCsv, reportFileName } from '../domain/report-formats.js';
import { replayReport } from '../replay/replay-report.js';
import { financeReport } from './finance.contract.js';

/** Finance's report, replayed from the log on every call (no read model is consulted). */
@Controller()
export class FinanceController {
  constructor(
    private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Route(financeReport)
  async report(@Query() query: QueryOf<typeof financeReport>, @Res() res: FastifyReply) {
    const report = await replayReport(this.store, { from: query.from, to: query.to, groupBy: query.groupBy ?? 'day', timeZone: this.config.timeZone, asOf: query.asOf });
    res.status(200).header('Cache-Control', 'no-store');
    if (query.format === 'csv') {
      return res.headers({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${reportFileName(report)}"` }).send(reportCsv(report));
    }
    return res.send(reportAnswer(report));
  }
}
