import { Global, Module } from '@nestjs/common';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';
import { IdempotencyRecords } from './idempotency-records.js';

/** Idempotency-Key support for every module's @Idempotent routes; the key locks are SessionLocks. */
@Global()
@Module({
  providers: [IdempotencyInterceptor, IdempotencyRecords],
  exports: [IdempotencyInterceptor, IdempotencyRecords],
})
export class IdempotencyModule {}
