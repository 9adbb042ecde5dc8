import { Injectable } from '@nestjs/common';
import type { Database } from '@keyledger/event-store';
import { InjectDatabase } from '../../database/database.token.js';
import type { TicketStatus } from '../domain/ticket.js';
import { containing } from '../../common/sql/containing.js';

export interface TicketFilter {
  /** Only this customer's tickets. */
  userId?: string;
  /** Part of the subject, the message, the customer's e-mail or name, any case. */
  search?: string | null;
  status?: TicketStatus | null;
  ticketId?: string;
  page: number;
  limit: number;
}

interface TicketRow {
  total: string;
  ticket_id: string | null;
  user_id: string;
  subject: string;
  message: string;
  status: TicketStatus;
  order_id: string | null;
  order_number: string | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
  name: string | null;
  replies: Array<{ id: string; sender: 'customer' | 'admin'; message: string; createdAt: string }>;
}


/**
 * Tickets from the tickets read model (with the number the shopper knows the ticket's order by,
 * from its OrderPlaced, the first event of its stream: spec 000 §9, ordering/domain/order-reference.ts), in the desk's order (open, in progress, closed; each by
 * latest update), with their replies and the customer's name and e-mail, in one statement.
 */
@Injectable()
export class TicketsReader {
  constructor(@InjectDatabase() private readonly db: Database) {}

  async list(filter: TicketFilter) {
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    const conditions: string[] = [];
    if (filter.userId) conditions.push(`t.user_id = ${param(filter.userId)}`);
    if (filter.ticketId) conditions.push(`t.ticket_id = ${param(filter.ticketId)}`);
    if (filter.status) conditions.push(`t.status = ${param(filter.status)}`);
    // A search finds the matching tickets through the two trigram indexes (the ticket's text; its
    // customer's e-mail, username and name), each side in the shape of its index, united. (An OR of
    // the two, or a join back from the matching ids, made the planner scan every ticket.)
    let source = 'support_tickets t';
    if (filter.search) {
      const pattern = param(containing(filter.search));
      source = `(SELECT * FROM support_tickets WHERE (subject || ' ' || message) ILIKE ${pattern}
                 UNION
                 SELECT * FROM support_tickets WHERE user_id IN (
                   SELECT id FROM users WHERE (email || ' ' || username || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '')) ILIKE ${pattern})
                ) AS t`;
    }
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    const limit = param(filter.limit);
    const offset = param((filter.page - 1) * filter.limit);
    const result = await this.db.pool.query<TicketRow & Record<string, unknown>>(
      `WITH matching AS (
         SELECT t.*, u.email, coalesce(nullif(concat_ws(' ', u.first_name, u.last_name), ''), u.username) AS name
           FROM ${source} LEFT JOIN users u ON u.id = t.user_id ${where}),
       page AS (SELECT * FROM matching ORDER BY status_rank, updated_at DESC, ticket_id LIMIT ${limit} OFFSET ${offset})
       SELECT (SELECT count(*) FROM matching) AS total, p.ticket_id, p.user_id, p.subject, p.message, p.status, p.order_id,
              (SELECT upper(right(e.data ->> 'transactionId', 6)) FROM events e
                WHERE e.stream_id = 'order-' || p.order_id AND e.stream_version = 1) AS order_number,
              p.created_at, p.updated_at, p.email, p.name,
              (SELECT coalesce(jsonb_agg(jsonb_build_object('id', r.reply_id, 'sender', r.sender_role, 'message', r.message, 'createdAt', r.created_at) ORDER BY r.position), '[]')
                 FROM support_ticket_replies r WHERE r.ticket_id = p.ticket_id) AS replies
         FROM (SELECT 1) AS one LEFT JOIN page p ON true
        ORDER BY p.status_rank, p.updated_at DESC, p.ticket_id`,
      params,
    );
    const total = Number(result.rows[0]!.total);
    const tickets = result.rows.filter((row) => row.ticket_id !== null).map((row) => this.view(row));
    return { tickets, total, totalPages: Math.ceil(total / filter.limit) };
  }

  /** One ticket as the lists show it, or null. */
  async get(ticketId: string) {
    return (await this.list({ ticketId, page: 1, limit: 1 })).tickets[0] ?? null;
  }

  private view(row: TicketRow) {
    return {
      _id: row.ticket_id!,
      subject: row.subject,
      message: row.message,
      status: row.status,
      orderId: row.order_id,
      orderNumber: row.order_number,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      userId: { _id: row.user_id, name: row.name, email: row.email },
      replies: row.replies.map((reply) => ({ _id: reply.id, sender: reply.sender, message: reply.message, createdAt: new Date(reply.createdAt).toISOString() })),
    };
  }
}
