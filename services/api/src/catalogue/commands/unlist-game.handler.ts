import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore, lockStreams, type AppendToStream } from '@keyledger/event-store';
import { FEATURED_SLOT_STREAM, type FeaturedGameChanged } from '../domain/featured-slot.js';
import { decideListing } from '../domain/listing.decider.js';
import { listingStreamId } from '../domain/listing.events.js';
import { readFeaturedSlot } from './featured-slot.js';
import { toListingHttpError } from './listing-errors.js';
import { appendTo, readListing } from './listing-stream.js';
import { UnlistGameCommand } from './unlist-game.command.js';

/** GameUnlisted (after GameUnfeatured when it was featured, which also empties the featured slot). */
@CommandHandler(UnlistGameCommand)
export class UnlistGameHandler implements ICommandHandler<UnlistGameCommand, number> {
  constructor(private readonly store: EventStore) {}

  /** Answers the log position of the unlisting: no order after it delivers this game's keys. */
  async execute({ gameId, actor }: UnlistGameCommand): Promise<number> {
    try {
      const result = await this.store.transaction(async (tx) => {
        // The slot's lock first, in the same order as FeatureGame takes them.
        await lockStreams(tx, [FEATURED_SLOT_STREAM]);
        await lockStreams(tx, [listingStreamId(gameId)]);
        const slot = await readFeaturedSlot(this.store, tx);
        const listing = await readListing(this.store, tx, gameId);
        const requests: AppendToStream[] = [appendTo(listing, decideListing({ type: 'UnlistGame', gameId }, listing.state))];
        if (slot.gameId === gameId) {
          const emptied: FeaturedGameChanged = { type: 'FeaturedGameChanged', data: { gameId: null, previousGameId: gameId } };
          requests.push({ streamId: slot.streamId, expectedVersion: slot.version, events: [emptied] });
        }
        return this.store.append(requests, { tx, metadata: { actor } });
      });
      this.store.notifyAppended(result);
      return result.lastPosition;
    } catch (error) {
      throw toListingHttpError(error);
    }
  }
}
