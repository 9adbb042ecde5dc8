import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore, lockStreams, type AppendToStream } from '@keyledger/event-store';
import { FEATURED_SLOT_STREAM, type FeaturedGameChanged } from '../domain/featured-slot.js';
import { decideListing } from '../domain/listing.decider.js';
import { listingStreamId } from '../domain/listing.events.js';
import { FeatureGameCommand, type FeatureGameResult } from './feature-game.command.js';
import { readFeaturedSlot } from './featured-slot.js';
import { toListingHttpError } from './listing-errors.js';
import { appendTo, readListing } from './listing-stream.js';

/**
 * One featured game at a time: GameUnfeatured on the previous game, GameFeatured on the new one
 * and the slot's FeaturedGameChanged, in one multi-stream append. The slot's lock is always
 * taken first (unlisting takes it too), so two admins featuring at once cannot both win.
 */
@CommandHandler(FeatureGameCommand)
export class FeatureGameHandler implements ICommandHandler<FeatureGameCommand, FeatureGameResult> {
  constructor(private readonly store: EventStore) {}

  async execute({ gameId, actor }: FeatureGameCommand): Promise<FeatureGameResult> {
    try {
      const outcome = await this.store.transaction(async (tx) => {
        await lockStreams(tx, [FEATURED_SLOT_STREAM]);
        const slot = await readFeaturedSlot(this.store, tx);
        const previousGameId = slot.gameId === gameId ? null : slot.gameId;
        await lockStreams(tx, [listingStreamId(gameId), ...(previousGameId === null ? [] : [listingStreamId(previousGameId)])]);

        const next = await readListing(this.store, tx, gameId);
        const requests: AppendToStream[] = [appendTo(next, decideListing({ type: 'FeatureGame', gameId }, next.state))];
        if (previousGameId !== null) {
          const previous = await readListing(this.store, tx, previousGameId);
          const unfeatured = decideListing({ type: 'UnfeatureGame', gameId: previousGameId }, previous.state);
          if (unfeatured.length > 0) requests.push(appendTo(previous, unfeatured));
        }
        const changed: FeaturedGameChanged = { type: 'FeaturedGameChanged', data: { gameId, previousGameId } };
        requests.push({ streamId: slot.streamId, expectedVersion: slot.version, events: [changed] });
        const result = await this.store.append(requests, { tx, metadata: { actor } });
        return { result, previousGameId };
      });
      this.store.notifyAppended(outcome.result);
      return { gameId, previousGameId: outcome.previousGameId, position: outcome.result.lastPosition };
    } catch (error) {
      throw toListingHttpError(error);
    }
  }
}
