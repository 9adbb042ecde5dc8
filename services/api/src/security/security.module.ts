import { Module } from '@nestjs/common';
import { CspReportsController } from './csp-reports.controller.js';

/** The browser's reports of the page's Content-Security-Policy violations (the headers themselves: common/http/security-headers.ts). */
@Module({ controllers: [CspReportsController] })
export class SecurityModule {}
