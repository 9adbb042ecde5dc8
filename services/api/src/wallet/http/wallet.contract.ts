import { z } from 'zod';
import { auditReason, dollars, dollarsInput, uuid } from '../../common/contract/common-schemas.js';
import { defineRoute } from '../../common/contract/route-contract.js';

const MAX_ADJUSTMENT_CENTS = 1_000_000_00;
const AMOUNT_MESSAGE = 'Amount must be a positive dollar amount with at most two decimals';

export const adjustWallet = defineRoute({
  method: 'PATCH',
  path: 'users/{id}/wallet',
  operationId: 'adjustWallet',
  summary: "Credit or debit a user's wallet (admin), recorded as wallet events",
  tag: 'wallet',
  access: 'staff',
  permission: 'wallet-adjustments',
  idempotent: true,
  params: z.object({ id: uuid('Invalid user id') }),
  body: z.object({
    amount: dollarsInput(AMOUNT_MESSAGE, { positive: true, maxDollars: MAX_ADJUSTMENT_CENTS / 100 })
      .meta({ description: 'Dollars, up to two decimals (a number or a string), at most 1,000,000', examples: [25.5] }),
    type: z.enum(['add', 'deduct'], { error: "type must be 'add' or 'deduct'" }).optional().meta({ description: 'add (the default) or deduct' }),
    reason: auditReason(),
  }),
  success: {
    status: 200,
    description: 'The new balance',
    body: z.object({ status: z.literal('success'), data: z.object({ wallet: z.object({ balance: dollars() }) }), position: z.int() }),
  },
  errors: { 403: 'Your own wallet (separation of duties)', 404: 'User not found', 409: 'Insufficient funds for the debit' },
});
