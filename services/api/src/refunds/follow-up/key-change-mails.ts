import { Inject, Injectable } from '@nestjs/common';
import { EventStore, type Queryable, type RecordedEvent } from '@keyledger/event-store';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logger.token.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { MailOutbox, type OutboxEntry } from '../../identity/mail/mail-outbox.js';
import { Mailer } from '../../identity/mail/mailer.js';
import { UsersRepository } from '../../identity/users/users.repository.js';
import { orderReference } from '../../ordering/domain/order-reference.js';
import { orderStreamId, type KeyRefunded, type KeyReplaced, type OrderPlaced } from '../../ordering/domain/order.events.js';
import { keyChangeMail, type KeyChange } from './key-change-mail.js';

/** The shopper's mails about their keys: one per KeyRefunded and KeyReplaced, through a mail outbox (key_change_mails). */
@Injectable()
export class KeyChangeMails {
  private readonly outbox: MailOutbox<KeyChange>;

  constructor(private readonly store: EventStore, mailer: Mailer, users: UsersRepository, @Inject(APP_CONFIG) config: AppConfig, @Inject(LOGGER) logger: Logger) {
    this.outbox = new MailOutbox<KeyChange>(store, mailer, users, logger, {
      table: 'key_change_mails',
      what: 'key change mail',
      render: (user, change) => keyChangeMail(user.email, user.username, change, `${config.publicUrl}/inventory`),
    });
  }

  async queue(tx: Queryable, events: readonly RecordedEvent[]): Promise<void> {
    const entries = events.flatMap((event) => this.entryFor(event));
    for (const entry of entries) entry.data.reference = await this.orderNumber(tx, entry.data.orderId);
    return this.outbox.enqueue(tx, entries);
  }

  /**
   * The number the shopper knows the order by (its success screen, inventory and confirmation
   * mail): from the transactionId of its OrderPlaced, the order stream's first event. For a card
   * order that is the payment id, which the order id does not share.
   */
  private async orderNumber(tx: Queryable, orderId: string): Promise<string> {
    const { events } = await this.store.readStream(orderStreamId(orderId), { tx, toVersion: 1 });
    const placed = events[0];
    return orderReference(placed?.type === 'OrderPlaced' ? (placed.data as OrderPlaced['data']).transactionId : orderId);
  }

  /** Sends what is due; answers how many went out. */
  sendDue(): Promise<number> {
    return this.outbox.sendDue();
  }

  private entryFor(event: RecordedEvent): Array<OutboxEntry<KeyChange>> {
    const at = { eventId: event.eventId, recordedAt: event.metadata.recordedAt };
    if (event.type === 'KeyRefunded') {
      const { orderId, userId, title, amountCents, method, reason } = (event as unknown as KeyRefunded).data;
      return [{ ...at, userId, kind: 'refunded', data: { kind: 'refunded', orderId, title, amountCents, method, reason } }];
    }
    if (event.type === 'KeyReplaced') {
      const { orderId, userId, title, reason } = (event as unknown as KeyReplaced).data;
      return [{ ...at, userId, kind: 'replaced', data: { kind: 'replaced', orderId, title, reason } }];
    }
    return [];
  }
}
