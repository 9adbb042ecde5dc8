import { z } from 'zod';
import { dollars, uuid } from '../../common/contract/common-schemas.js';
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


export const processRefund = defineRoute({
  method: 'POST',
  path: 'refund/process',
  operationId: 'processRefund',
  summary: 'Refund one delivered key: what was paid for it, to the wallet or the card; the key is void (admin)',
  description:
    'The amount is the key’s share of the order’s total (its price after the sale discount, with its share of tax and promo), so refunding every key of an order returns exactly its total. Card refunds are recorded at once and paid at the gateway right after.',
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
    body: z.object({
      success: z.literal(true),
      message: z.string(),
      data: z.object({
        refundId: z.string().meta({ format: 'uuid' }),
        orderId: z.string().meta({ format: 'uuid' }),
        keyId: z.string().meta({ format: 'uuid' }),
        amount: dollars(),
        method: z.enum(['wallet', 'card']),
        wallet: z.object({ balance: dollars() }).optional().meta({ description: 'Wallet orders: the balance after the credit' }),
        orderStatus: OrderStatusSchema,
      }),
      position: z.int(),
    }),
  },
  errors: {
    400: 'A key of another game',
    404: 'Order not found, or the key is not in it',
    409: 'The key was already refunded, or was replaced',
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
    409: 'The key was refunded or already replaced, or no key of the game is left',
  },
});
