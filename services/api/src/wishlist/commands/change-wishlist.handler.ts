import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore, lockStreams } from '@keyledger/event-store';
import { ConflictError, NotFoundError } from '../../common/app-errors.js';
import { isListed } from '../../catalogue/queries/is-listed.js';
import { decideWishlist, WishlistFullError, wishlistedGameIds, wishlistStreamId, type WishlistEvent } from '../domain/wishlist.js';
import { ChangeWishlistCommand } from './change-wishlist.command.js';

/** Appends GameWishlisted / GameUnwishlisted; only listed games can be added. */
@CommandHandler(ChangeWishlistCommand)
export class ChangeWishlistHandler implements ICommandHandler<ChangeWishlistCommand, void> {
  constructor(private readonly store: EventStore) {}

  async execute({ change, userId, gameId }: ChangeWishlistCommand): Promise<void> {
    if (change === 'add' && !(await isListed(this.store.pool, gameId))) throw new NotFoundError('Game not found');
    const streamId = wishlistStreamId(userId);
    try {
      const result = await this.store.transaction(async (tx) => {
        await lockStreams(tx, [streamId]);
        const { events, currentVersion } = await this.store.readStream(streamId, { tx });
        const decided = decideWishlist(change, userId, gameId, wishlistedGameIds(events as unknown as WishlistEvent[]));
        if (decided.length === 0) return null;
        return this.store.append({ streamId, expectedVersion: currentVersion, events: decided }, { tx, metadata: { actor: { id: userId, role: 'customer' } } });
      });
      if (result) this.store.notifyAppended(result);
    } catch (error) {
      if (error instanceof WishlistFullError) throw new ConflictError(error.message);
      throw error;
    }
  }
}
