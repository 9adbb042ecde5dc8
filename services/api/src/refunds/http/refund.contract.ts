import { z } from 'zod';
import { dollars, isoTime, notBlankPattern, readAfterWritePosition, uuid } from '../../common/contract/common-schemas.js';
import { defineRoute } from '../../common/contract/route-contract.js';
import { gameIdField } from '../../catalogue/http/admin-store.contract.js';
import { OrderStatusSchema } from '../../purchases/http/purchases.contract.js';

const reasonField = () =>
  z
    .string({ error: 'The reason must be text' })
    .trim()
    .max(200, { error: 'The reason must be at most 200 characters' })
    .optional()
    .meta({ description: 'Why, for the record and the shopper’s mail' });
/** A command's answer: what it did, and the log position it wrote (for read-after-write). */
const answered = <Data extends z.ZodObject>(data: Data) => z.object({ success: z.literal(true), message: z.string(), data, position: z.int() });

/** Which refund request, of which key of which order. */
const requestFields = {
  requestId: z.string().meta({ format: 'uuid' }),
  orderId: z.string().meta({ format: 'uuid' }),
  keyId: z.string().meta({ format: 'uuid' }),
};

/** A refund made (directly or by an approval): what was paid back, and how. */
const refundedData = () =>
  z.object({
    refundId: z.string().meta({ format: 'uuid' }),
    orderId: z.string().meta({ format: 'uuid' }),
    keyId: z.string().meta({ format: 'uuid' }),
    amount: dollars(),
    method: z.enum(['wallet', 'card']),
    wallet: z.object({ balance: dollars() }).optional().meta({ description: 'Wallet orders: the balance after the credit' }),
    orderStatus: OrderStatusSchema,
  });

export const processRefund = defineRoute({
  method: 'POST',
  path: 'refund/process',
  operationId: 'processRefund',
  summary: 'Refund one delivered key: what was paid for it, to the wallet or the card; the key is void (admin)',
  description:
    'The amount is the key’s share of the order’s total (its price after the sale discount, with its share of tax and promo), so refunding every key of an order returns exactly its total. Card refunds are recorded at once and paid at the gateway right after. A key whose amount is above REFUND_APPROVAL_THRESHOLD (default $100.00) is not refunded yet: the refund is recorded as requested (202) and waits for another admin to approve or decline it (refund/requests).',
  tag: 'refunds',
  access: 'staff',
  permission: 'refunds',
  idempotent: true,
  body: z.object({
    orderId: uuid('Invalid order id'),
    gameId: gameIdField(),
    keyToRefund: uuid('Invalid key id').meta({ description: 'The key’s id (as the order detail lists it)' }),
    reason: reasonField(),
  }),
  success: {
    status: 200,
    description: 'Refunded',
    body: answered(refundedData()),
  },
  otherAnswers: [
    {
      status: 202,
      description: 'Above the approval threshold: recorded as requested, waiting for a second admin’s approval; nothing is paid yet',
      body: answered(z.object({ ...requestFields, amount: dollars(), status: z.literal('awaiting-approval') })),
    },
  ],
  errors: {
    400: 'A key of another game',
    404: 'Order not found, or the key is not in it',
    409: 'The key was already refunded, or was replaced, or a refund of it is waiting for approval',
  },
});

export const replaceKey = defineRoute({
  method: 'POST',
  path: 'refund/replace',
  operationId: 'replaceKey',
  summary: "Replace one delivered key by the game's next unsold key; the old one is void (admin)",
  tag: 'refunds',
  access: 'staff',
  permission: 'key-replacements',
  idempotent: true,
  body: z.object({
    orderId: uuid('Invalid order id'),
    gameId: gameIdField(),
    oldKey: uuid('Invalid key id').meta({ description: 'The id of the key to replace' }),
    reason: reasonField(),
  }),
  success: {
    status: 200,
    description: 'Replaced',
    body: z.object({
      success: z.literal(true),
      message: z.string(),
      data: z.object({
        orderId: z.string().meta({ format: 'uuid' }),
        oldKeyId: z.string().meta({ format: 'uuid' }),
        newKey: z.object({ id: z.string().meta({ format: 'uuid' }), masked: z.string() }),
      }),
      position: z.int(),
    }),
  },
  errors: {
    400: 'A key of another game',
    404: 'Order not found, or the key is not in it',
    409: 'The key was refunded or already replaced, a refund of it is waiting for approval, or no key of the game is left',
  },
});

const requestParams = z.object({ requestId: uuid('Invalid refund request id') });

const RefundRequestSchema = z
  .object({
    requestId: z.string().meta({ format: 'uuid' }),
    orderId: z.string().meta({ format: 'uuid' }),
    orderNumber: z.string().meta({ description: 'The number the shopper knows the order by' }),
    game: z.object({ id: z.int(), title: z.string() }),
    keyId: z.string().meta({ format: 'uuid' }),
    amount: dollars(),
    method: z.enum(['wallet', 'card']),
    reason: z.string(),
    requestedBy: z.object({ id: z.string(), email: z.string().nullable() }),
    requestedAt: isoTime(),
  })
  .meta({ id: 'RefundRequest' });

export const listRefundRequests = defineRoute({
  method: 'GET',
  path: 'refund/requests',
  operationId: 'listRefundRequests',
  summary: 'The refunds waiting for a second admin’s approval, oldest first (admin)',
  tag: 'refunds',
  access: 'staff',
  permission: 'refunds',
  query: z.object({ position: readAfterWritePosition('the list shows it') }),
  success: {
    status: 200,
    description: 'The waiting requests',
    body: z.object({
      success: z.literal(true),
      approvalThreshold: dollars().meta({ description: 'REFUND_APPROVAL_THRESHOLD: a refund of a key that cost more waits for a second admin' }),
      requests: z.array(RefundRequestSchema),
    }),
  },
});

export const approveRefund = defineRoute({
  method: 'POST',
  path: 'refund/requests/{requestId}/approve',
  operationId: 'approveRefund',
  summary: 'Approve a waiting refund: it is paid as a refund is, at once (admin, not the requester nor the buyer)',
  tag: 'refunds',
  access: 'staff',
  permission: 'refunds',
  idempotent: true,
  params: requestParams,
  body: z.object({ reason: reasonField() }),
  success: {
    status: 200,
    description: 'Approved and refunded',
    body: answered(refundedData().extend({ requestId: requestFields.requestId, status: z.literal('approved') })),
  },
  errors: {
    403: 'You requested this refund, or the order is your own',
    404: 'Refund request not found',
    409: 'The request was already approved or declined',
  },
});

export const declineRefund = defineRoute({
  method: 'POST',
  path: 'refund/requests/{requestId}/decline',
  operationId: 'declineRefund',
  summary: 'Decline a waiting refund: nothing is paid, the key stays delivered (admin, not the requester)',
  tag: 'refunds',
  access: 'staff',
  permission: 'refunds',
  idempotent: true,
  params: requestParams,
  body: z.object({
    reason: z
      .string({ error: 'A reason is required' })
      .trim()
      .min(1, { error: 'A reason is required' })
      .regex(notBlankPattern(), { error: 'A reason is required' })
      .max(200, { error: 'The reason must be at most 200 characters' })
      .meta({ description: 'Why, for the record' }),
  }),
  success: {
    status: 200,
    description: 'Declined',
    body: answered(z.object({ ...requestFields, status: z.literal('declined') })),
  },
  errors: {
    403: 'You requested this refund',
    404: 'Refund request not found',
    409: 'The request was already approved or declined',
  },
});
