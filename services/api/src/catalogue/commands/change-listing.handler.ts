import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore, lockStreams } from '@keyledger/event-store';
import { decideListing } from '../domain/listing.decider.js';
import { listingStreamId } from '../domain/listing.events.js';
import { ChangeListingCommand, type ChangeListingResult } from './change-listing.command.js';
import { toListingHttpError } from './listing-errors.js';
import { appendTo, readListing } from './listing-stream.js';

/** PriceChanged or DiscountSet on the game's stream; the same value again records nothing. */
@CommandHandler(ChangeListingCommand)
export class ChangeListingHandler implements ICommandHandler<ChangeListingCommand, ChangeListingResult> {
  constructor(private readonly store: EventStore) {}

  async execute({ change, actor }: ChangeListingCommand): Promise<ChangeListingResult> {
    try {
      const result = await this.store.transaction(async (tx) => {
        await lockStreams(tx, [listingStreamId(change.gameId)]);
        const listing = await readListing(this.store, tx, change.gameId);
        const events = decideListing(change, listing.state);
        if (events.length === 0) return null;
        return this.store.append(appendTo(listing, events), { tx, metadata: { actor } });
      });
      if (result) this.store.notifyAppended(result);
      return { gameId: change.gameId, changed: result !== null, position: result?.lastPosition ?? 0 };
    } catch (error) {
      throw toListingHttpError(error);
    }
  }
}
