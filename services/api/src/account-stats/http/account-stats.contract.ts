import { z } from 'zod';
import { dollars, readAfterWritePosition, uuid } from '../../common/contract/common-schemas.js';
import { defineRoute } from '../../common/contract/route-contract.js';

const AccountStats = z
  .object({
    userId: z.string().meta({ format: 'uuid' }),
    gamesOwned: z.int().min(0).meta({
      description: 'Games with at least one key in use: a refunded key is no longer owned, a replaced key counts through its replacement, copies of one game count once',
    }),
    wishlistItems: z.int().min(0).meta({ description: 'The games the wishlist shows (games taken out of the store are not shown)' }),
    totalSpending: dollars().meta({ description: 'What the orders cost (after discounts, promo and tax), less what was refunded; dollars' }),
  })
  .meta({ id: 'AccountStats' });

export const getAccountStats = defineRoute({
  method: 'GET',
  path: 'users/{id}/stats',
  operationId: 'getAccountStats',
  summary: 'An account’s figures: games owned, wishlist items, total spending (owner, admin)',
  description: 'Games owned and spending come from the order-history read model, the wishlist from its own stream.',
  tag: 'account',
  access: 'signed-in',
  params: z.object({ id: uuid('Invalid user id') }),
  query: z.object({ position: readAfterWritePosition('the figures include it') }),
  success: { status: 200, description: 'The figures', body: z.object({ status: z.literal('success'), stats: AccountStats }) },
  errors: { 403: 'Another user’s figures (customers reach only their own)', 404: 'User not found' },
});
