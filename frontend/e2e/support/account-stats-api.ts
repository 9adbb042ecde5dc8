import { apiCall, type ApiSession } from './ordering-api.js';

/** An account's figures as GET users/{id}/stats answers them (frontend/src/features/account/account-stats-types.ts). */
export interface AccountStatsJson {
  userId: string;
  gamesOwned: number;
  wishlistItems: number;
  totalSpending: number;
}

/** The figures as the server has them now; with a log position, once they include it. */
export async function accountStats(baseUrl: string, session: ApiSession, position?: number): Promise<AccountStatsJson> {
  const query = position === undefined ? '' : `?position=${position}`;
  return (await apiCall<{ stats: AccountStatsJson }>(baseUrl, 'GET', `users/${session.userId}/stats${query}`, { token: session.token })).stats;
}
