import { Inject, Injectable } from '@nestjs/common';
import { EventStore, type Queryable, type RecordedEvent } from '@keyledger/event-store';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logger.token.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { MailOutbox, type OutboxEntry } from '../../identity/mail/mail-outbox.js';
import { Mailer } from '../../identity/mail/mailer.js';
import { UsersRepository } from '../../identity/users/users.repository.js';
import { ticketStreamId, type TicketReplied, type TicketStatusChanged } from '../domain/ticket.js';
import { ticketMail, type TicketNews } from './ticket-mail.js';

/**
 * The shopper's mails about their tickets, through a mail outbox (ticket_mails): one per reply or
 * status change by an admin. What the shopper did themselves is not mailed to them.
 */
@Injectable()
export class TicketMails {
  private readonly outbox: MailOutbox<TicketNews>;

  constructor(
    private readonly store: EventStore,
    mailer: Mailer,
    users: UsersRepository,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.outbox = new MailOutbox<TicketNews>(store, mailer, users, logger, {
      table: 'ticket_mails',
      what: 'ticket mail',
      render: (user, news) => ticketMail(user.email, user.username, news, `${config.publicUrl}/support`),
    });
  }

  async queue(tx: Queryable, events: readonly RecordedEvent[]): Promise<void> {
    const fromAdmins = events.filter(
      (event) =>
        (event.type === 'TicketReplied' && (event as unknown as TicketReplied).data.senderRole === 'admin') ||
        (event.type === 'TicketStatusChanged' && (event as unknown as TicketStatusChanged).data.byRole === 'admin'),
    );
    if (fromAdmins.length === 0) return;
    const subjects = await this.subjects(tx, [...new Set(fromAdmins.map((event) => (event.data as { ticketId: string }).ticketId))]);
    const entries = fromAdmins.map((event): OutboxEntry<TicketNews> => {
      const at = { eventId: event.eventId, recordedAt: event.metadata.recordedAt };
      if (event.type === 'TicketReplied') {
        const { ticketId, userId, message } = (event as unknown as TicketReplied).data;
        return { ...at, userId, kind: 'reply', data: { kind: 'reply', ticketId, subject: subjects.get(ticketId) ?? '', message } };
      }
      const { ticketId, userId, to } = (event as unknown as TicketStatusChanged).data;
      return { ...at, userId, kind: 'status', data: { kind: 'status', ticketId, subject: subjects.get(ticketId) ?? '', status: to } };
    });
    await this.outbox.enqueue(tx, entries);
  }

  /** Sends what is due; answers how many went out. */
  sendDue(): Promise<number> {
    return this.outbox.sendDue();
  }

  /** Each ticket's subject, from its TicketOpened read through the store (which opens the sealed subject). */
  private async subjects(tx: Queryable, ticketIds: readonly string[]): Promise<Map<string, string>> {
    const reads = await this.store.readStreams(
      ticketIds.map((id) => ({ streamId: ticketStreamId(id), excludeTypes: ['TicketReplied', 'TicketStatusChanged'] })),
      { tx },
    );
    const subjects = new Map<string, string>();
    for (const [streamId, read] of reads) {
      const opened = read.events.find((event) => event.type === 'TicketOpened');
      if (opened) subjects.set(streamId.slice('ticket-'.length), (opened.data as { subject: string }).subject);
    }
    return subjects;
  }
}
