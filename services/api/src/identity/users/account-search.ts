import { Injectable } from '@nestjs/common';
import type { Database } from '@keyledger/event-store';
import { centsToDollars } from '../../common/money/money.js';
import { InjectDatabase } from '../../database/database.module.js';
import { WalletBalances } from '../../wallet/queries/wallet-balances.js';
import type { Role } from './user-record.js';

export interface AccountRow {
  id: string;
  email: string;
  username: string;
  role: Role;
  walletBalance: number;
  twoFactorEnabled: boolean;
  createdAt: string;
  erasedAt: string | null;
}

/** `%`, `_` and `\` in what an admin types are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The staff page's account search: by part of the e-mail, any case, a page at a time, each with its wallet balance. */
@Injectable()
export class AccountSearch {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly wallets: WalletBalances,
  ) {}

  async search(email: string | null, page: number, limit: number): Promise<{ users: AccountRow[]; total: number }> {
    const pattern = email ? likePattern(email) : '%';
    const result = await this.db.pool.query<{ id: string; email: string; username: string; role: Role; two_factor_enabled: boolean; created_at: Date; erased_at: Date | null; total: string }>(
      `SELECT id, email, username, role, two_factor_enabled, created_at, erased_at, count(*) OVER () AS total
         FROM users WHERE email ILIKE $1 ORDER BY lower(email), id LIMIT $2 OFFSET $3`,
      [pattern, limit, (page - 1) * limit],
    );
    // A page is at most 100 accounts; each balance is folded from its own small wallet stream.
    const balances = await Promise.all(result.rows.map((row) => this.wallets.balanceCents(row.id)));
    const users = result.rows.map((row, i) => ({
      id: row.id,
      email: row.email,
      username: row.username,
      role: row.role,
      walletBalance: centsToDollars(balances[i]!),
      twoFactorEnabled: row.two_factor_enabled,
      createdAt: row.created_at.toISOString(),
      erasedAt: row.erased_at?.toISOString() ?? null,
    }));
    const total = result.rows[0] ? Number(result.rows[0].total) : page === 1 ? 0 : await this.count(pattern);
    return { users, total };
  }

  /** The count when the page asked for lies past the last match. */
  private async count(pattern: string): Promise<number> {
    const result = await this.db.pool.query<{ count: string }>('SELECT count(*) AS count FROM users WHERE email ILIKE $1', [pattern]);
    return Number(result.rows[0]!.count);
  }
}
