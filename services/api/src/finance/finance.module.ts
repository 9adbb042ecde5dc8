import { Module } from '@nestjs/common';
import { FinanceController } from './http/finance.controller.js';

/** Finance's reports, folded from the event log (domain/finance-report.ts), for the API; the CLI runs the same fold. */
@Module({ controllers: [FinanceController] })
export class FinanceModule {}
