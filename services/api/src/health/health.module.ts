import { Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { HealthSnapshot } from './health-snapshot.js';
import { Readiness } from './readiness.js';

@Module({ controllers: [HealthController], providers: [HealthSnapshot, Readiness], exports: [Readiness] })
export class HealthModule {}
