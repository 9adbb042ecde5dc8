import { Global, Module } from '@nestjs/common';
import type { Database } from '@keyledger/event-store';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { DATABASE } from '../../database/database.module.js';
import { DatabaseMailbox } from './database-mailbox.js';
import { Mailer } from './mailer.js';
import { SmtpMailer } from './smtp-mailer.js';
import { DevMailboxController } from './dev-mailbox.controller.js';

@Global()
@Module({
  providers: [
    {
      provide: Mailer,
      inject: [APP_CONFIG, DATABASE],
      useFactory: (config: AppConfig, db: Database): Mailer =>
        config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new DatabaseMailbox(db),
    },
  ],
  controllers: [DevMailboxController],
  exports: [Mailer],
})
export class MailModule {}
