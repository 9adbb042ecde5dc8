import { projectionSource, type Projection, type RecordedEvent } from '@keyledger/event-store';
import { tableExists } from '../../projections/table-exists.js';
import { ERASED_TEXT } from '../../privacy/personal-data/sealed-text.js';
import { isPersonalDataErased, PERSONAL_DATA_ERASED } from '../../privacy/personal-data/personal-data-erased.js';
import { TICKET_EVENT_TYPES, type TicketEvent } from '../domain/ticket.js';

export const TICKETS_PROJECTION = 'tickets';

/**
 * The support desk's read model: one row per ticket (status, with a rank for the desk's order:
 * open, in progress, closed; last update) and its replies in order. Both the shopper's list and
 * the admin's come from it; the customers' names and e-mails are joined at read time. When a
 * customer is erased their tickets' texts, replies included, read '[erased]' as a replay of the
 * log (their key shredded) would make them.
 */
export const ticketsProjection: Projection = {
  name: TICKETS_PROJECTION,
  tables: ['support_tickets', 'support_ticket_replies'],
  eventTypes: [...TICKET_EVENT_TYPES, PERSONAL_DATA_ERASED],

  async createTables({ tx, table }) {
    const tickets = table('support_tickets');
    if (await tableExists(tx, tickets)) return;
    await tx.query(`CREATE TABLE ${tickets} (
      ticket_id   uuid PRIMARY KEY,
      user_id     uuid NOT NULL,
      subject     text NOT NULL,
      message     text NOT NULL,
      order_id    uuid,
      status      text NOT NULL,
      status_rank smallint GENERATED ALWAYS AS (CASE status WHEN 'open' THEN 0 WHEN 'in-progress' THEN 1 ELSE 2 END) STORED,
      created_at  timestamptz NOT NULL,
      updated_at  timestamptz NOT NULL
    )`);
    await tx.query(`CREATE INDEX ON ${tickets} (status_rank, updated_at DESC, ticket_id)`);
    await tx.query(`CREATE INDEX ON ${tickets} (user_id, updated_at DESC)`);
    // An order's timeline (audit) finds the tickets that name the order here (support/003 on older tables).
    await tx.query(`CREATE INDEX ON ${tickets} (order_id) WHERE order_id IS NOT NULL`);
    // ticket/all?search: a trigram index (pg_trgm, support/002-ticket-search) over the ticket's text.
    await tx.query(`CREATE INDEX ON ${tickets} USING gin ((subject || ' ' || message) public.gin_trgm_ops)`);
    await tx.query(`CREATE TABLE ${table('support_ticket_replies')} (
      reply_id    uuid PRIMARY KEY,
      ticket_id   uuid NOT NULL,
      position    bigint NOT NULL,
      sender_id   uuid NOT NULL,
      sender_role text NOT NULL,
      message     text NOT NULL,
      created_at  timestamptz NOT NULL
    )`);
    await tx.query(`CREATE INDEX ON ${table('support_ticket_replies')} (ticket_id, position)`);
  },

  async apply({ tx, table }, events) {
    const tickets = table('support_tickets');
    for (const recorded of events as readonly RecordedEvent[]) {
      if (isPersonalDataErased(recorded)) {
        const { userId } = recorded.data;
        await tx.query(`UPDATE ${tickets} SET subject = $2, message = $2 WHERE user_id = $1`, [userId, ERASED_TEXT]);
        await tx.query(
          `UPDATE ${table('support_ticket_replies')} SET message = $2 WHERE ticket_id IN (SELECT ticket_id FROM ${tickets} WHERE user_id = $1)`,
          [userId, ERASED_TEXT],
        );
        continue;
      }
      const event = { type: recorded.type, data: recorded.data } as TicketEvent;
      const at = recorded.metadata.recordedAt;
      if (event.type === 'TicketOpened') {
        const d = event.data;
        await tx.query(
          `INSERT INTO ${tickets} (ticket_id, user_id, subject, message, order_id, status, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, 'open', $6, $6) ON CONFLICT (ticket_id) DO NOTHING`,
          [d.ticketId, d.userId, d.subject, d.message, d.orderId, at],
        );
      } else if (event.type === 'TicketReplied') {
        const d = event.data;
        await tx.query(
          `INSERT INTO ${table('support_ticket_replies')} (reply_id, ticket_id, position, sender_id, sender_role, message, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (reply_id) DO NOTHING`,
          [d.replyId, d.ticketId, recorded.globalPosition, d.senderId, d.senderRole, d.message, at],
        );
        await tx.query(`UPDATE ${tickets} SET updated_at = $2 WHERE ticket_id = $1`, [d.ticketId, at]);
      } else {
        await tx.query(`UPDATE ${tickets} SET status = $2, updated_at = $3 WHERE ticket_id = $1`, [event.data.ticketId, event.data.to, at]);
      }
    }
  },
};

/** Where the projection worker thread imports it from (see ProjectionsService). */
export const ticketsProjectionSource = projectionSource(import.meta.url, 'ticketsProjection');
