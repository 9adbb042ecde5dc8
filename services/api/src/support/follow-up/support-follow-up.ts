import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { EventStore } from '@keyledger/event-store';
import type { Logger } from 'pino';
import { SessionLocks } from '../../common/locks/session-locks.js';
import { FollowUpLoop } from '../../common/log-follower/follow-up-loop.js';
import { LogFollower } from '../../common/log-follower/log-follower.js';
import { LOGGER } from '../../common/logger.token.js';
import { TicketMails } from './ticket-mails.js';

/** The shopper's mails about the merchant's replies and status changes, from the log (see FollowUpLoop). */
@Injectable()
export class SupportFollowUp implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly loop: FollowUpLoop<{ mailsSent: number }>;

  constructor(store: EventStore, locks: SessionLocks, mails: TicketMails, @Inject(LOGGER) logger: Logger) {
    const follower = new LogFollower('ticket-mails', ['TicketReplied', 'TicketStatusChanged'], store, locks);
    this.loop = new FollowUpLoop(follower, { queue: (events, tx) => mails.queue(tx, events), work: async () => ({ mailsSent: await mails.sendDue() }), idle: { mailsSent: 0 } }, logger);
  }

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.loop.stop();
  }

  runDue(): Promise<{ mailsSent: number }> {
    return this.loop.runDue();
  }
}
