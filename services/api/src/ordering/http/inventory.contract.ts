import { z } from 'zod';
import { dollars, isoTime, readAfterWritePosition, uuid } from '../../common/contract/common-schemas.js';
import { defineRoute } from '../../common/contract/route-contract.js';

const InventoryKey = z.object({
  id: z.string().meta({ format: 'uuid' }),
  masked: z.string(),
  revealed: z.boolean().meta({ description: 'Its owner has revealed it before' }),
  status: z.enum(['active', 'refunded', 'replaced']).meta({ description: 'active: yours to use; refunded or replaced: void (a replacement is listed beside it)' }),
  key: z.string().nullable().meta({ description: 'Always null here: POST inventory/keys/{keyId}/reveal gives the text' }),
});

export const InventoryOrder = z
  .object({
    orderId: z.string().meta({ format: 'uuid' }),
    transactionId: z.string(),
    purchaseDate: isoTime(),
    totalAmount: dollars(),
    paymentMethod: z.string(),
    games: z.array(
      z.object({
        gameId: z.int(),
        title: z.string(),
        cover_url: z.string().nullable(),
        price: dollars(),
        quantity: z.int(),
        gameKeys: z.array(InventoryKey),
      }),
    ),
  })
  .meta({ id: 'InventoryOrder' });

export const getInventory = defineRoute({
  method: 'GET',
  path: 'inventory/{userId}',
  operationId: 'getInventory',
  summary: 'Your orders and keys (masked), newest first',
  tag: 'inventory',
  access: 'signed-in',
  params: z.object({ userId: uuid('Invalid user id') }),
  query: z.object({
    position: readAfterWritePosition('the inventory shows it'),
  }),
  success: { status: 200, description: 'The inventory', body: z.object({ status: z.literal('success'), inventory: z.array(InventoryOrder) }) },
  errors: { 403: 'Another user’s inventory (customers reach only their own)' },
});

export const revealKey = defineRoute({
  method: 'POST',
  path: 'inventory/keys/{keyId}/reveal',
  operationId: 'revealKey',
  summary: 'The text of a key you bought; the first reveal is recorded',
  tag: 'inventory',
  access: 'signed-in',
  params: z.object({ keyId: uuid('Invalid key id') }),
  success: {
    status: 201,
    description: 'The key',
    body: z.object({
      status: z.literal('success'),
      data: z.object({
        keyId: z.string().meta({ format: 'uuid' }),
        gameId: z.int(),
        orderId: z.string().meta({ format: 'uuid' }),
        key: z.string(),
        firstReveal: z.boolean(),
        position: z.int().nullable().meta({ description: 'The log position of the first reveal, else null' }),
      }),
    }),
  },
  errors: { 403: 'Another user’s key', 404: 'Key not found', 409: 'The key was refunded or replaced: it no longer works' },
});
