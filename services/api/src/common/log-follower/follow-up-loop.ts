import type { RecordedEvent } from '@keyledger/event-store';
import type { Logger } from 'pino';
import type pg from 'pg';
import { outsideRequestContext } from '../request-context/request-context.js';
import type { LogFollower } from './log-follower.js';

const POLL_MS = 500;

/**
 * What follows some events from the log, every half second: `queue` gets each new batch inside
 * the transaction that moves the follower's cursor (so it queues work exactly once), then `work`
 * does what is due. Only the process following the log (the holder of its session lock) works;
 * another takes over the moment that one dies. One round at a time.
 */
export class FollowUpLoop<Result> {
  private timer: NodeJS.Timeout | null = null;
  private rounds: Promise<unknown> = Promise.resolve();
  private busy = false;
  /** Set by stop(): a round in progress ends after the batch it is on. */
  private stopping = false;

  constructor(
    private readonly follower: LogFollower,
    private readonly steps: {
      queue(events: readonly RecordedEvent[], tx: pg.PoolClient): Promise<void>;
      work(): Promise<Result>;
      /** The result of a round in a process that does not follow. */
      idle: Result;
    },
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      if (this.busy) return;
      this.runDue().catch((error) => this.logger.error({ err: error, follower: this.follower.name }, 'follow-up round failed'));
    }, POLL_MS);
    this.timer.unref();
  }

  /** Stops the rounds, waits for the one in progress, and lets another process follow at once. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.stopping = true;
    await this.rounds;
    this.follower.release();
  }

  /** One round after any in progress: queues what the log brought, then does what is due. */
  runDue(): Promise<Result> {
    // A request may be what calls this; what the round appends is the system's, not that request's.
    const round = outsideRequestContext(() => this.rounds.then(async () => {
      this.busy = true;
      try {
        await this.follower.follow((events, tx) => this.steps.queue(events, tx), () => this.stopping);
        if (!this.follower.following || this.stopping) return this.steps.idle;
        return await this.steps.work();
      } finally {
        this.busy = false;
      }
    }));
    this.rounds = round.catch(() => undefined);
    return round;
  }
}
