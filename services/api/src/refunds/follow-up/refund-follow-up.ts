import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { EventStore } from '@keyledger/event-store';
import type { Logger } from 'pino';
import { SessionLocks } from '../../common/locks/session-locks.js';
import { LogFollower } from '../../common/log-follower/log-follower.js';
import { LOGGER } from '../../common/logger.token.js';
import { CardRefunds } from './card-refunds.js';
import { KeyChangeMails } from './key-change-mails.js';

const POLL_MS = 500;

/**
 * What follows a refund or a replacement once it is recorded, every half second, from the log:
 * card refunds made at the gateway, and the shopper's mails. One process does it at a time (the
 * one following the log for it); another takes over the moment that one dies.
 */
@Injectable()
export class RefundFollowUp implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly follower: LogFollower;
  private timer: NodeJS.Timeout | null = null;
  private rounds: Promise<unknown> = Promise.resolve();
  private busy = false;

  constructor(
    store: EventStore,
    locks: SessionLocks,
    private readonly cardRefunds: CardRefunds,
    private readonly mails: KeyChangeMails,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.follower = new LogFollower('refund-follow-up', ['KeyRefunded', 'KeyReplaced'], store, locks);
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      if (this.busy) return;
      this.runDue().catch((error) => this.logger.error({ err: error }, 'refund follow-up round failed'));
    }, POLL_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.rounds;
    this.follower.release();
  }

  /** One round after any in progress: queues what the log brought, then refunds and mails what is due. */
  runDue(): Promise<{ refundsSettled: number; mailsSent: number }> {
    const round = this.rounds.then(async () => {
      this.busy = true;
      try {
        await this.follower.follow(async (events, tx) => {
          await this.cardRefunds.queue(tx, events);
          await this.mails.queue(tx, events);
        });
        if (!this.follower.following) return { refundsSettled: 0, mailsSent: 0 };
        return { refundsSettled: await this.cardRefunds.settleDue(), mailsSent: await this.mails.sendDue() };
      } finally {
        this.busy = false;
      }
    });
    this.rounds = round.catch(() => undefined);
    return round;
  }
}
