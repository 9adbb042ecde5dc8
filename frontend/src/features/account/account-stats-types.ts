/** An account's figures as GET users/{id}/stats answers them (services/api: account-stats.contract.ts). */
export interface AccountStatsAnswer {
  status: 'success';
  stats: {
    userId: string;
    /** Games with a key in use: a refunded key is no longer owned; copies of a game count once. */
    gamesOwned: number;
    /** The games the wishlist shows. */
    wishlistItems: number;
    /** Dollars: what the orders cost, less refunds. */
    totalSpending: number;
  };
}
