import { randomUUID } from 'node:crypto';
import { apiCall, type ApiSession } from './ordering-api.js';

/**
 * What the purchases browser test sets up and reads straight over HTTP: a game listed with its
 * keys, a wallet purchase, the admin's list of orders (frontend/src/features/admin/purchase-types.ts
 * has the full shapes).
 */
export interface PlacedOrder {
  orderId: string;
  transactionId: string;
  createdAt: string;
  totalAmount: number;
  games: Array<{ gameId: number; title: string; quantity: number; price: number; gameKeys: Array<{ id: string; masked: string }> }>;
}

export interface AdminOrders {
  total: number;
  orders: Array<{ _id: string; status: string; games: Array<{ gameId: number; title: string; gameKeys: Array<{ id: string; masked: string; status: string; isUsed: boolean }> }> }>;
  summary: { totalOrders: number; totalRevenue: number; gamesSold: number };
}

/** POST store/add-game as an admin: the game of the game database listed at `price` with these keys. */
export async function listGame(baseUrl: string, admin: ApiSession, gameId: number, price: string, keys: string[]): Promise<void> {
  await apiCall(baseUrl, 'POST', 'store/add-game', { token: admin.token, body: { newGame: { gameId, price, keys } } });
}

/** POST order/create-order: the shopper buys these games with the wallet, once (its own Idempotency-Key). */
export async function buyGamesWithWallet(baseUrl: string, shopper: ApiSession, games: Array<{ gameId: number; quantity: number }>): Promise<PlacedOrder> {
  const answer = await apiCall<{ data: { order: PlacedOrder } }>(baseUrl, 'POST', 'order/create-order', {
    token: shopper.token,
    body: { userId: shopper.userId, games, paymentMethod: 'wallet' },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  return answer.data.order;
}

/** POST order/create-order: copies of one game, bought with the wallet. */
export const buyWithWallet = (baseUrl: string, shopper: ApiSession, gameId: number, quantity: number): Promise<PlacedOrder> =>
  buyGamesWithWallet(baseUrl, shopper, [{ gameId, quantity }]);

/** GET order/get-all-orders as an admin, with these query fields. */
export async function adminOrders(baseUrl: string, admin: ApiSession, query: Record<string, string> = {}): Promise<AdminOrders> {
  return apiCall<AdminOrders>(baseUrl, 'GET', `order/get-all-orders?${new URLSearchParams(query).toString()}`, { token: admin.token });
}

/** A key of an order an admin acts on, and the reason given, if any. */
export interface KeyChangeOverApi {
  orderId: string;
  gameId: number;
  keyId: string;
  reason?: string;
}

/** POST refund/process or refund/replace as an admin, as a second admin's screen would send it. */
async function changeKeyOverApi(baseUrl: string, admin: ApiSession, path: 'refund/process' | 'refund/replace', keyField: 'keyToRefund' | 'oldKey', change: KeyChangeOverApi): Promise<void> {
  await apiCall(baseUrl, 'POST', path, {
    token: admin.token,
    body: { orderId: change.orderId, gameId: change.gameId, [keyField]: change.keyId, ...(change.reason ? { reason: change.reason } : {}) },
    headers: { 'Idempotency-Key': randomUUID() },
  });
}

export const refundOverApi = (baseUrl: string, admin: ApiSession, refund: KeyChangeOverApi): Promise<void> => changeKeyOverApi(baseUrl, admin, 'refund/process', 'keyToRefund', refund);

export const replaceOverApi = (baseUrl: string, admin: ApiSession, replacement: KeyChangeOverApi): Promise<void> => changeKeyOverApi(baseUrl, admin, 'refund/replace', 'oldKey', replacement);
