import { z } from 'zod';
import { dollars, isoTime, uuid } from '../../common/contract/common-schemas.js';
import { defineRoute } from '../../common/contract/route-contract.js';

/** Who did it, as the event's metadata records it, with the account's e-mail where there is one. */
const ActorSchema = z
  .object({
    id: z.string().meta({ description: "A user's id, or a system part's name (system actors)" }),
    role: z.string().meta({ description: 'admin, customer, finance or system' }),
    email: z.string().nullable().meta({ description: 'null for a system actor or a deleted account' }),
  })
  .meta({ id: 'EventActor' });

export const TimelineEntrySchema = z
  .object({
    position: z.int().meta({ description: 'The event’s global position in the log' }),
    recordedAt: isoTime(),
    streamId: z.string(),
    type: z.string().meta({ description: 'The event type (docs/events.md)' }),
    summary: z.string().meta({ description: 'What happened, in one line of words' }),
    actor: ActorSchema,
    command: z.string().nullable().meta({ description: 'The API operation that recorded it; null for a system actor’s follow-up' }),
    reason: z.string().nullable().meta({ description: 'Why, where an admin gave a reason' }),
    correlationId: z.string().meta({ description: 'The request that started it (X-Request-Id), shared by every event it led to' }),
    causationId: z.string().nullable().meta({ description: 'The request, or the event id, that caused it' }),
  })
  .meta({ id: 'TimelineEntry' });

export const orderHistory = defineRoute({
  method: 'GET',
  path: 'order/details/{orderId}/history',
  operationId: 'getOrderHistory',
  summary: 'Everything that happened to an order, from the event log, in log order (admin, finance)',
  description:
    'The order stream’s events, the wallet and promo events it caused, and the events of support tickets that name it: each with its time, actor, command, reason and a one-line summary.',
  tag: 'audit',
  access: 'staff',
  permission: 'timelines',
  params: z.object({ orderId: uuid('Invalid order id') }),
  success: {
    status: 200,
    description: 'The order’s timeline',
    body: z.object({ success: z.literal(true), orderId: z.string(), events: z.array(TimelineEntrySchema) }),
  },
  errors: { 404: 'Order not found' },
});

export const WalletStatementEntrySchema = z
  .object({
    position: z.int(),
    recordedAt: isoTime(),
    type: z.enum(['WalletCredited', 'WalletDebited', 'WalletRefunded']),
    direction: z.enum(['credit', 'debit']),
    amount: dollars(),
    balanceAfter: dollars(),
    reason: z.string(),
    orderId: z.string().nullable().meta({ description: 'The order paid for or refunded, when there is one' }),
    actor: ActorSchema,
  })
  .meta({ id: 'WalletStatementEntry' });

export const walletHistory = defineRoute({
  method: 'GET',
  path: 'users/{id}/wallet/history',
  operationId: 'getWalletHistory',
  summary: 'A wallet statement: each credit and debit with its cause and the balance after it (owner, admin, finance)',
  tag: 'audit',
  access: 'signed-in',
  params: z.object({ id: uuid('Invalid user id') }),
  success: {
    status: 200,
    description: 'Oldest first; the balance is the last entry’s balance after it (0 with none)',
    body: z.object({ success: z.literal(true), userId: z.string(), balance: dollars(), entries: z.array(WalletStatementEntrySchema) }),
  },
  errors: { 403: 'You can only access your own records', 404: 'User not found' },
});
