import { z } from 'zod';
import { dollars, isoTime, uuid } from '../../common/contract/common-schemas.js';
import { defineRoute } from '../../common/contract/route-contract.js';

export const MAX_ORDER_LINES = 20;
export const MAX_QUANTITY = 10;
const MAX_GAME_ID = 2_147_483_647;
export const PROMO_CODE_FIELD_MESSAGE = 'Invalid promo code';

/** `games: [{ gameId, quantity }]` of an order (wallet or card). */
export const orderLines = () =>
  z
    .array(
      z.object(
        {
          gameId: z.int({ error: 'Invalid game id' }).min(1, { error: 'Invalid game id' }).max(MAX_GAME_ID, { error: 'Invalid game id' }).meta({ examples: [1877] }),
          quantity: z
            .int({ error: `Quantity must be a whole number from 1 to ${MAX_QUANTITY}` })
            .min(1, { error: `Quantity must be a whole number from 1 to ${MAX_QUANTITY}` })
            .max(MAX_QUANTITY, { error: `Quantity must be a whole number from 1 to ${MAX_QUANTITY}` }),
        },
        { error: 'Invalid game id' },
      ),
      { error: 'Your cart is empty' },
    )
    .min(1, { error: 'Your cart is empty' })
    .max(MAX_ORDER_LINES, { error: `At most ${MAX_ORDER_LINES} games per order` });

/** An optional promo code as the checkout sends it (blank means none). */
export const promoCodeField = () =>
  z
    .string({ error: PROMO_CODE_FIELD_MESSAGE })
    .max(32, { error: PROMO_CODE_FIELD_MESSAGE })
    .optional()
    .meta({ examples: ['SAVE10'] });

const DeliveredKey = z.object({ id: z.string().meta({ format: 'uuid' }), masked: z.string().meta({ description: 'The key with all but its last characters hidden' }) });

/** The checkout's answer (wallet or card): the order, its keys (masked), the new balance or the card payment. */
export const PlacedOrderAnswer = z
  .object({
    status: z.literal('success'),
    message: z.string(),
    data: z.object({
      order: z.object({
        _id: z.string().meta({ format: 'uuid' }),
        orderId: z.string().meta({ format: 'uuid' }),
        transactionId: z.string(),
        createdAt: isoTime(),
        subtotal: dollars(),
        tax: dollars(),
        promoCode: z.string().nullable(),
        promoDiscount: dollars(),
        totalAmount: dollars(),
        games: z.array(z.object({ gameId: z.int(), title: z.string(), quantity: z.int(), price: dollars(), gameKeys: z.array(DeliveredKey) })),
      }),
      wallet: z.object({ balance: dollars() }).optional().meta({ description: 'Wallet orders: the balance after it' }),
      payment: z
        .object({
          id: z.string(),
          status: z.literal('captured'),
          amount: dollars(),
          currency: z.string(),
          card: z.object({ brand: z.string(), last4: z.string() }),
        })
        .optional()
        .meta({ description: 'Card orders: the captured payment' }),
    }),
    position: z.int().min(0).meta({ description: 'The log position written: pass it to inventory/{userId}?position= to read your own write' }),
  })
  .meta({ id: 'PlacedOrder' });

export const createOrder = defineRoute({
  method: 'POST',
  path: 'order/create-order',
  operationId: 'createOrder',
  summary: 'Buy with the wallet: priced, paid, promo redeemed and keys delivered in one transaction',
  tag: 'orders',
  access: 'signed-in',
  idempotent: true,
  body: z.object({
    userId: uuid('Invalid user id').meta({ description: 'Your own user id' }),
    games: orderLines(),
    paymentMethod: z.literal('wallet', { error: "paymentMethod must be 'wallet' here; cards go through payments/process" }),
    promoCode: promoCodeField(),
  }),
  success: { status: 201, description: 'The order, paid and delivered', body: PlacedOrderAnswer },
  errors: { 403: 'You can only order for yourself', 404: 'A game that is not in the store', 409: 'Out of stock, insufficient funds, or a promo code that does not apply' },
});
