import { Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { HealthSnapshot } from './health-snapshot.js';

@Module({ controllers: [HealthController], providers: [HealthSnapshot] })
export class HealthModule {}
