import { Controller, Inject, Req } from '@nestjs/common';
import type { Database } from '@keyledger/event-store';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { NotFoundError } from '../../common/app-errors.js';
import { InjectDatabase } from '../../database/database.module.js';
import { Route } from '../../common/contract/route.decorator.js';
import { listDevMailbox } from './dev-mailbox.contract.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The development mailbox: mail kept in the database when no SMTP_URL is set. It holds live
 * sign-in links and codes, so it answers only without SMTP and only to this machine.
 */
@Controller()
export class DevMailboxController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDatabase() private readonly db: Database,
  ) {}

  @Route(listDevMailbox)
  async list(@Req() req: FastifyRequest) {
    if (this.config.smtpUrl || !LOOPBACK.has(req.socket.remoteAddress ?? '')) throw new NotFoundError('Not found');
    const result = await this.db.pool.query(
      'SELECT id, to_address AS "to", subject, text_body AS text, sent_at AS "sentAt" FROM dev_mailbox ORDER BY id DESC LIMIT 100',
    );
    return { messages: result.rows };
  }
}
