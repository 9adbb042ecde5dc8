import { z } from 'zod';
import { dollars, isoTime, uuid, wholeNumberText } from '../../common/contract/common-schemas.js';
import { defineRoute } from '../../common/contract/route-contract.js';

export const KeyStatusSchema = z
  .enum(['active', 'awaiting-approval', 'refunded', 'replaced'])
  .meta({ id: 'OrderKeyStatus', description: 'awaiting-approval: a refund of it is waiting for a second admin (refund/requests)' });
export const OrderStatusSchema = z.enum(['Completed', 'Partially Refunded', 'Refunded']).meta({ id: 'OrderStatus' });

/** A delivered key as admins see it: masked; its text only through the recorded reveal call. */
const AdminOrderKeySchema = z.object({
  id: z.string().meta({ format: 'uuid' }),
  masked: z.string().meta({ description: 'Only the last 4 characters shown' }),
  status: KeyStatusSchema,
  isUsed: z.boolean().meta({ description: 'Revealed by its owner, refunded or replaced (spec README 14)' }),
});

const AdminOrderGameSchema = z.object({
  gameId: z.int(),
  title: z.string(),
  cover_url: z.string().nullable(),
  releaseDate: z.string().nullable(),
  price: dollars().meta({ description: 'Unit price paid, after the sale discount' }),
  quantity: z.int(),
  gameKeys: z.array(AdminOrderKeySchema).meta({ description: 'In delivery order; replacement keys after them' }),
});

export const AdminOrderListedSchema = z
  .object({
    _id: z.string().meta({ format: 'uuid' }),
    user: z.object({ id: z.string(), email: z.string().nullable().meta({ description: 'null for a deleted account' }) }),
    createdAt: isoTime(),
    status: OrderStatusSchema,
    totalAmount: dollars(),
    refundedAmount: dollars(),
    paymentInfo: z.object({ method: z.enum(['wallet', 'card']), transactionId: z.string() }),
    games: z.array(AdminOrderGameSchema),
  })
  .meta({ id: 'AdminOrderListed' });

const ORDER_NUMBER_MESSAGE = 'number must be a 6-character order number, as on the order confirmation';
/** The order number a shopper reads out: 6 letters, digits, - or _ (a transactionId's last 6), any case, maybe after a #. */
const orderNumberText = z
  .string({ error: ORDER_NUMBER_MESSAGE })
  .trim()
  .regex(/^#?[A-Za-z0-9_-]{6}$/, { error: ORDER_NUMBER_MESSAGE })
  .transform((text) => text.replace(/^#/, '').toUpperCase())
  .meta({ description: 'The 6-character order number', examples: ['3F9A1C'] });

const MAX_PAGE = 10_000;
const pageText = wholeNumberText(`page must be a whole number from 1 to ${MAX_PAGE}`, MAX_PAGE);
const limitText = wholeNumberText('limit must be a whole number from 1 to 100', 100);

export const listOrders = defineRoute({
  method: 'GET',
  path: 'order/get-all-orders',
  operationId: 'getAllOrders',
  summary: 'Every order, newest first, filtered by e-mail, day and order number, a page at a time (admin)',
  description:
    '`email` matches part of the buyer’s e-mail, any case. `date` (YYYY-MM-DD, or any date the server can read) keeps the orders of that calendar day in the store’s time zone; a date it cannot read is ignored, as the client does. `number` is the 6-character order number the shopper knows (the last 6 of the transactionId, any case, a leading # allowed): several orders can share one, and all are listed. `summary` covers every order that matches, not just the page.',
  tag: 'orders-admin',
  access: 'staff',
  permission: 'purchases.read',
  query: z.object({
    email: z.string({ error: 'email must be text' }).max(254, { error: 'email must be at most 254 characters' }).optional(),
    date: z.string({ error: 'date must be text' }).max(64, { error: 'date must be at most 64 characters' }).optional(),
    number: orderNumberText.optional(),
    page: pageText.optional().meta({ description: `1 to ${MAX_PAGE.toLocaleString('en-US')}; 1 when absent` }),
    limit: limitText.optional().meta({ description: '1 to 100; 20 when absent' }),
  }),
  success: {
    status: 200,
    description: 'A page of orders',
    body: z.object({
      success: z.literal(true),
      orders: z.array(AdminOrderListedSchema),
      total: z.int().meta({ description: 'Orders matching the filters' }),
      page: z.int(),
      limit: z.int(),
      totalPages: z.int(),
      filters: z.object({
        email: z.string().nullable(),
        date: z.string().nullable().meta({ description: 'The day applied (YYYY-MM-DD), null when none or unreadable' }),
        number: z.string().nullable().meta({ description: 'The order number applied, uppercased, null when none' }),
      }),
      summary: z.object({
        totalOrders: z.int(),
        totalRevenue: dollars().meta({ description: 'What the matching orders took, less what was refunded' }),
        gamesSold: z.int().meta({ description: 'Keys delivered by the matching orders, less those refunded' }),
      }),
    }),
  },
});

const OrderKeyDetailSchema = z.object({
  _id: z.string().meta({ format: 'uuid' }),
  code: z.string().meta({ description: 'Masked: only the last 4 characters shown' }),
  isUsed: z.boolean(),
  status: KeyStatusSchema,
  paid: dollars().meta({ description: 'What the shopper paid for this key: what a refund of it returns' }),
  replacedBy: z.string().nullable().meta({ format: 'uuid', description: 'The key that replaced this one' }),
});

export const RefundRecordSchema = z.object({
  refundId: z.string().meta({ format: 'uuid' }),
  keyId: z.string().meta({ format: 'uuid' }),
  gameId: z.int(),
  amount: dollars(),
  method: z.enum(['wallet', 'card']),
  reason: z.string(),
  createdAt: isoTime(),
  byAdmin: z.string().nullable(),
  state: z.enum(['Settled', 'Pending']).meta({ description: 'Card refunds are Pending until the gateway confirms them; wallet refunds settle at once' }),
});

export const orderDetails = defineRoute({
  method: 'GET',
  path: 'order/details/{orderId}',
  operationId: 'getOrderDetails',
  summary: 'One order read from its own events: items, keys (masked, Used or Active) and refunds (admin)',
  tag: 'orders-admin',
  access: 'staff',
  permission: 'purchases.read',
  params: z.object({ orderId: uuid('Invalid order id') }),
  success: {
    status: 200,
    description: 'The order',
    body: z.object({
      success: z.literal(true),
      order: z.object({
        _id: z.string().meta({ format: 'uuid' }),
        status: OrderStatusSchema,
        userId: z.object({ _id: z.string(), email: z.string().nullable(), username: z.string().nullable() }),
        createdAt: isoTime(),
        totalAmount: dollars(),
        refundedAmount: dollars(),
        paymentInfo: z.object({ method: z.enum(['wallet', 'card']), transactionId: z.string() }),
        items: z.array(
          z.object({
            _id: z.string().meta({ description: 'The line: `{orderId}:{gameId}`' }),
            gameId: z.int(),
            title: z.string(),
            platform: z.string().meta({ description: 'The game’s platforms, comma-separated' }),
            price: dollars().meta({ description: 'Unit price paid, after the sale discount' }),
            quantity: z.int(),
            keys: z.array(OrderKeyDetailSchema),
          }),
        ),
        refunds: z.array(RefundRecordSchema),
      }),
    }),
  },
  errors: { 404: 'Order not found' },
});
