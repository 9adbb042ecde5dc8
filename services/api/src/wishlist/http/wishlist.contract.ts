import { z } from 'zod';
import { uuid } from '../../common/contract/common-schemas.js';
import { defineRoute } from '../../common/contract/route-contract.js';
import { StoreGameSchema } from '../../catalogue/http/store-game.schema.js';

const Wishlist = z
  .object({ userId: z.string().meta({ format: 'uuid' }), games: z.array(z.object({ gameId: z.int(), game: StoreGameSchema })) })
  .meta({ id: 'Wishlist', description: 'Games taken out of the store are not shown' });

const WishlistChange = z.object({
  userId: uuid('Invalid user id').meta({ description: 'Your own user id' }),
  gameId: z.int({ error: 'Invalid game id' }).min(1, { error: 'Invalid game id' }).max(2_147_483_647, { error: 'Invalid game id' }).meta({ examples: [1877] }),
});

const ChangedWishlist = z.object({ status: z.literal('success'), message: z.string(), wishlist: Wishlist });

export const getWishlist = defineRoute({
  method: 'GET',
  path: 'wishlist/{userId}',
  operationId: 'getWishlist',
  summary: 'Your wishlist: wishlist.games',
  tag: 'wishlist',
  access: 'signed-in',
  params: z.object({ userId: uuid('Invalid user id') }),
  success: { status: 200, description: 'The wishlist', body: z.object({ status: z.literal('success'), wishlist: Wishlist }) },
  errors: { 403: 'Another user’s wishlist' },
});

export const addToWishlist = defineRoute({
  method: 'POST',
  path: 'wishlist/add',
  operationId: 'addToWishlist',
  summary: 'Add a listed game to your wishlist (adding it twice changes nothing)',
  tag: 'wishlist',
  access: 'signed-in',
  body: WishlistChange,
  success: { status: 200, description: 'Added', body: ChangedWishlist },
  errors: { 403: 'You can only change your own wishlist', 404: 'Game not found (not in the store)', 409: 'The wishlist is full' },
});

export const removeFromWishlist = defineRoute({
  method: 'POST',
  path: 'wishlist/remove',
  operationId: 'removeFromWishlist',
  summary: 'Remove a game from your wishlist',
  tag: 'wishlist',
  access: 'signed-in',
  body: WishlistChange,
  success: { status: 200, description: 'Removed', body: ChangedWishlist },
  errors: { 403: 'You can only change your own wishlist' },
});
