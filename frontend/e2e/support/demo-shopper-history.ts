import assert from 'node:assert/strict';
import { catalogueApi } from './catalogue-api.js';
import { apiCall, apiLogin, type ApiSession } from './ordering-api.js';
import { buyGamesWithWallet } from './purchases-api.js';

/** The demo shopper SEED_DEMO makes. */
export const demoShopper = { email: 'shopper@keyledger.local', password: 'shopper-demo-2026' };

/**
 * Gives the demo shopper something on every page (SEED_DEMO store): `copies` of the best-rated
 * game bought with the wallet, the next one on the wishlist. Returns the shopper's session and the
 * bought game's page.
 */
export async function giveDemoShopperHistory(baseUrl: string, copies: number): Promise<{ shopper: ApiSession; gamePath: string }> {
  const shopper = await apiLogin(baseUrl, demoShopper.email, demoShopper.password);
  const [first, second] = (await catalogueApi(baseUrl).list({ sortBy: 'rating', limit: 2 })).games;
  assert.ok(first && second, 'the demo catalogue lists games');
  await buyGamesWithWallet(baseUrl, shopper, [{ gameId: first.id, quantity: copies }]);
  await apiCall(baseUrl, 'POST', 'wishlist/add', { token: shopper.token, body: { userId: shopper.userId, gameId: second.id } });
  return { shopper, gamePath: `/games/${first.id}/${first.slug}` };
}
