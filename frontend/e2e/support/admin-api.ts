import type { ApiSession } from './ordering-api.js';

/**
 * The admin API as the admin-area browser test reads it, straight over HTTP, to compare with what
 * the pages show (frontend/src/features/admin/*-types.ts have the full shapes).
 */
export async function adminGet<T>(baseUrl: string, admin: ApiSession, path: string): Promise<T> {
  const response = await fetch(new URL(`/api/v1/${path}`, baseUrl), { headers: { authorization: `Bearer ${admin.token}` } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export interface MonthFigure {
  count?: number;
  totalRevenue?: number;
  percentageChange: number | null;
}

export interface WeeklySales {
  timeZone: string;
  data: Array<{ day: string; date: string; count: number }>;
}

export interface PromoListed {
  code: string;
  isActive: boolean;
  maxUses: number | null;
}

/** A listed game's stock and prices, or null when the store does not list it (404). */
export async function listedGame(baseUrl: string, id: number): Promise<{ copies: number; price: number; discount: number; discountedPrice: number; isFeatured: boolean } | null> {
  const response = await fetch(new URL(`/api/v1/store/games/get?id=${id}`, baseUrl));
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET store/games/get answered ${response.status}`);
  return ((await response.json()) as { gameData: { copies: number; price: number; discount: number; discountedPrice: number; isFeatured: boolean } }).gameData;
}

/** The game database's games whose name contains the text (games/search/name). */
export async function searchGameDatabase(baseUrl: string, text: string): Promise<Array<{ id: number; name: string; rating: number }>> {
  const response = await fetch(new URL(`/api/v1/games/search/name?search_query=${encodeURIComponent(text)}`, baseUrl));
  if (!response.ok) throw new Error(`GET games/search/name answered ${response.status}`);
  return ((await response.json()) as { queryResult: Array<{ id: number; name: string; rating: number }> }).queryResult;
}
