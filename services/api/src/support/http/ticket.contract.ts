import { z } from 'zod';
import { isoTime, notBlankPattern, readAfterWritePosition, uuid, wholeNumberText } from '../../common/contract/common-schemas.js';
import { defineRoute } from '../../common/contract/route-contract.js';
import { MESSAGE_MAX, SUBJECT_MAX, TICKET_STATUSES } from '../domain/ticket.js';

const TicketStatusSchema = z.enum(TICKET_STATUSES, { error: `status must be one of ${TICKET_STATUSES.join(', ')}` }).meta({ id: 'TicketStatus' });

/** Required text, trimmed, with its limit in the error. */
const text = (what: string, max: number) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, { error: `${what} is required` })
    .regex(notBlankPattern(), { error: `${what} is required` })
    .max(max, { error: `${what} must be at most ${max.toLocaleString('en-US')} characters` });

export const TicketSchema = z
  .object({
    _id: z.string().meta({ format: 'uuid' }),
    subject: z.string(),
    message: z.string(),
    status: TicketStatusSchema,
    orderId: z.string().nullable().meta({ format: 'uuid', description: 'The order the ticket is about, if any' }),
    orderNumber: z.string().nullable().meta({ description: 'That order’s number as the shopper knows it (its transactionId’s last 6, uppercased); null without an order' }),
    createdAt: isoTime(),
    updatedAt: isoTime(),
    userId: z.object({
      _id: z.string().meta({ format: 'uuid' }),
      name: z.string().nullable().meta({ description: 'First and last name, else the username; null for a deleted account' }),
      email: z.string().nullable(),
    }),
    replies: z.array(
      z.object({
        _id: z.string().meta({ format: 'uuid' }),
        sender: z.enum(['customer', 'admin']).meta({ description: 'admin replies are the Merchant’s' }),
        message: z.string(),
        createdAt: isoTime(),
      }),
    ),
  })
  .meta({ id: 'Ticket' });

const position = readAfterWritePosition('the list shows it');

const ticketParams = z.object({ id: uuid('Invalid ticket id') });
const TicketAnswer = z.object({ success: z.literal(true), message: z.string(), ticket: TicketSchema, position: z.int().nullable() });
const NOT_YOURS = 'No such ticket, or another customer’s (a customer never learns which)';

export const createTicket = defineRoute({
  method: 'POST',
  path: 'ticket/create',
  operationId: 'createTicket',
  summary: 'Open a support ticket, optionally about one of your orders',
  tag: 'support',
  access: 'signed-in',
  idempotent: true,
  rateLimited: true,
  body: z.object({
    subject: text('Subject', SUBJECT_MAX),
    message: text('Message', MESSAGE_MAX),
    orderId: uuid('Invalid order id').nullable().optional().meta({ description: 'One of your own orders' }),
  }),
  success: { status: 201, description: 'Opened', body: TicketAnswer },
  errors: { 403: 'Admins answer tickets; they do not open them', 404: 'The order is not one of yours' },
});

export const myTickets = defineRoute({
  method: 'GET',
  path: 'ticket/my',
  operationId: 'myTickets',
  summary: 'Your tickets with their replies, open first, then in progress, then closed, each by latest update',
  tag: 'support',
  access: 'signed-in',
  query: z.object({ status: TicketStatusSchema.optional(), position }),
  success: { status: 200, description: 'Your tickets', body: z.object({ success: z.literal(true), tickets: z.array(TicketSchema) }) },
});

const MAX_PAGE = 10_000;

export const allTickets = defineRoute({
  method: 'GET',
  path: 'ticket/all',
  operationId: 'allTickets',
  summary: 'Every ticket (admin): searched, filtered by status, open first, then in progress, then closed, each by latest update; a page at a time',
  description: '`search` matches part of the subject, the message, the customer’s e-mail or name, any case.',
  tag: 'support',
  access: 'staff',
  permission: 'tickets',
  query: z.object({
    search: z.string({ error: 'search must be text' }).max(200, { error: 'search must be at most 200 characters' }).optional(),
    status: TicketStatusSchema.optional(),
    page: wholeNumberText(`page must be a whole number from 1 to ${MAX_PAGE}`, MAX_PAGE).optional().meta({ description: '1 when absent' }),
    limit: wholeNumberText('limit must be a whole number from 1 to 100', 100).optional().meta({ description: '20 when absent' }),
    position,
  }),
  success: {
    status: 200,
    description: 'A page of tickets',
    body: z.object({ success: z.literal(true), tickets: z.array(TicketSchema), total: z.int(), page: z.int(), limit: z.int(), totalPages: z.int() }),
  },
});

export const replyToTicket = defineRoute({
  method: 'POST',
  path: 'ticket/{id}/reply',
  operationId: 'replyToTicket',
  summary: 'Reply to a ticket (its owner or an admin)',
  tag: 'support',
  access: 'signed-in',
  staffAlso: 'tickets',
  idempotent: true,
  params: ticketParams,
  body: z.object({ message: text('Message', MESSAGE_MAX) }),
  success: { status: 200, description: 'The ticket with the reply', body: TicketAnswer },
  errors: { 404: NOT_YOURS, 409: 'The ticket is closed' },
});

export const closeTicket = defineRoute({
  method: 'PATCH',
  path: 'ticket/{id}/close',
  operationId: 'closeTicket',
  summary: 'Close a ticket for good (its owner or an admin): no more replies or status changes',
  tag: 'support',
  access: 'signed-in',
  staffAlso: 'tickets',
  params: ticketParams,
  success: { status: 200, description: 'The closed ticket', body: TicketAnswer },
  errors: { 404: NOT_YOURS, 409: 'The ticket is already closed' },
});

export const setTicketStatus = defineRoute({
  method: 'PATCH',
  path: 'ticket/{id}/status',
  operationId: 'setTicketStatus',
  summary: 'Set a ticket’s status (admin); a closed ticket keeps its status',
  tag: 'support',
  access: 'staff',
  permission: 'tickets',
  params: ticketParams,
  body: z.object({ status: TicketStatusSchema }),
  success: { status: 200, description: 'The ticket', body: TicketAnswer },
  errors: { 404: 'No such ticket', 409: 'The ticket is closed' },
});
