/**
 * The ordering API as the checkout browser test reads it, straight over HTTP, to set up (an admin
 * creates a promo code) and to compare with what the pages show (balance, orders).
 * frontend/src/features/ordering/ordering-types.ts has the full shapes.
 */
export interface ApiSession {
  token: string;
  userId: string;
}

export interface InventoryOrder {
  orderId: string;
  transactionId: string;
  purchaseDate: string;
  totalAmount: number;
  paymentMethod: string;
  games: Array<{ gameId: number; title: string; price: number; quantity: number; gameKeys: Array<{ id: string; masked: string; revealed: boolean; status: 'active' | 'refunded' | 'replaced' }> }>;
}

export interface PromoToCreate {
  code: string;
  discountType: 'percentage' | 'fixed';
  discountValue: number;
  expiryDate: string;
}

/** One call to /api/v1, as JSON; anything but a 2xx answer throws with the status and the body. */
export async function apiCall<T>(baseUrl: string, method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<T> {
  const response = await fetch(new URL(`/api/v1/${path}`, baseUrl), {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs in over the API (an account without two-factor login). */
export async function apiLogin(baseUrl: string, email: string, password: string): Promise<ApiSession> {
  const answer = await apiCall<{ token?: string; data: { user?: { id: string } } }>(baseUrl, 'POST', 'auth/login', { body: { email, password } });
  if (!answer.token || !answer.data.user) throw new Error(`${email} needs a second step to sign in`);
  return { token: answer.token, userId: answer.data.user.id };
}

/** POST promo/create as an admin. */
export async function createPromo(baseUrl: string, admin: ApiSession, promo: PromoToCreate): Promise<void> {
  await apiCall(baseUrl, 'POST', 'promo/create', { token: admin.token, body: promo });
}

/** The wallet balance in dollars, as the server has it now. */
export async function walletBalance(baseUrl: string, session: ApiSession): Promise<number> {
  const answer = await apiCall<{ data: { user: { wallet: { balance: number } } } }>(baseUrl, 'GET', `users/${session.userId}`, { token: session.token });
  return answer.data.user.wallet.balance;
}

/** The shopper's orders, newest first; with a log position, once the inventory shows it. */
export async function inventoryOf(baseUrl: string, session: ApiSession, position?: number): Promise<InventoryOrder[]> {
  const query = position === undefined ? '' : `?position=${position}`;
  return (await apiCall<{ inventory: InventoryOrder[] }>(baseUrl, 'GET', `inventory/${session.userId}${query}`, { token: session.token })).inventory;
}
