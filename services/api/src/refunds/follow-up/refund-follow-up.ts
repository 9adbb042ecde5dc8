import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { EventStore } from '@keyledger/event-store';
import type { Logger } from 'pino';
import { SessionLocks } from '../../common/locks/session-locks.js';
import { FollowUpLoop } from '../../common/log-follower/follow-up-loop.js';
import { LogFollower } from '../../common/log-follower/log-follower.js';
import { LOGGER } from '../../common/logger.token.js';
import { CardRefunds } from './card-refunds.js';
import { KeyChangeMails } from './key-change-mails.js';

interface RefundRound {
  refundsSettled: number;
  mailsSent: number;
}

/**
 * What follows a refund or a replacement once it is recorded, from the log: card refunds made at
 * the gateway, and the shopper's mails (see FollowUpLoop).
 */
@Injectable()
export class RefundFollowUp implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly loop: FollowUpLoop<RefundRound>;

  constructor(store: EventStore, locks: SessionLocks, cardRefunds: CardRefunds, mails: KeyChangeMails, @Inject(LOGGER) logger: Logger) {
    const follower = new LogFollower('refund-follow-up', ['KeyRefunded', 'KeyReplaced'], store, locks);
    this.loop = new FollowUpLoop<RefundRound>(
      follower,
      {
        queue: async (events, tx) => {
          await cardRefunds.queue(tx, events);
          await mails.queue(tx, events);
        },
        work: async () => ({ refundsSettled: await cardRefunds.settleDue(), mailsSent: await mails.sendDue() }),
        idle: { refundsSettled: 0, mailsSent: 0 },
      },
      logger,
    );
  }

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.loop.stop();
  }

  runDue(): Promise<RefundRound> {
    return this.loop.runDue();
  }
}
