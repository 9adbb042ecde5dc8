import { Injectable } from '@nestjs/common';
import { WalletStatement } from '../audit/queries/wallet-statement.js';
import { NotFoundError } from '../common/app-errors.js';
import { SessionIssuer } from '../identity/sessions/session-issuer.js';
import { UsersRepository } from '../identity/users/users.repository.js';
import { InventoryReader } from '../ordering/queries/inventory-reader.js';
import { TicketsReader } from '../support/queries/tickets-reader.js';
import { WishlistReader } from '../wishlist/queries/wishlist-reader.js';

/** At most this many of an account's tickets go into one export (a shopper has a handful). */
const MAX_TICKETS = 1_000;

/**
 * Everything the store holds about one account, for the account holder to take with them (GDPR
 * art. 20): the profile, the orders with their keys (masked, with their ids and state: a key's text
 * stays in the inventory, behind its reveal), the wallet statement, the wishlist and the tickets with
 * their replies. Read from the same read models and streams the pages use.
 */
@Injectable()
export class AccountDataExport {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionIssuer,
    private readonly inventory: InventoryReader,
    private readonly statements: WalletStatement,
    private readonly wishlists: WishlistReader,
    private readonly tickets: TicketsReader,
  ) {}

  async of(userId: string) {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundError('User not found');
    const [profile, orders, wallet, wishlist, tickets] = await Promise.all([
      this.sessions.publicUser(user),
      this.inventory.read(userId),
      this.statements.get(userId),
      this.wishlists.read(userId),
      this.tickets.list({ userId, status: null, page: 1, limit: MAX_TICKETS }),
    ]);
    return {
      exportedAt: new Date().toISOString(),
      profile,
      // A key's text stays behind its reveal in the inventory: the export names each key by id and mask.
      orders: orders.map((order) => ({ ...order, games: order.games.map((game) => ({ ...game, gameKeys: game.gameKeys.map((key) => ({ ...key, key: null })) })) })),
      wallet: { balance: wallet.balance, entries: wallet.entries },
      wishlist: wishlist.games.map(({ gameId, game }) => ({ gameId, title: game.title })),
      tickets: tickets.tickets,
    };
  }
}
