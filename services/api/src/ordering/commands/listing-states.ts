import type { StreamRead, StreamReadRequest } from '@keyledger/event-store';
import { foldListing, type ListingState } from '../../catalogue/domain/listing.decider.js';
import { listingStreamId, type ListingEvent } from '../../catalogue/domain/listing.events.js';

/** Pricing needs a listing's price, discount and state, not its (large) key-id events. */
const LISTING_READ = { excludeTypes: ['KeysAdded', 'KeysExported', 'KeyShownToAdmin', 'KeyVoided'] } as const;

/** Listings folded once per version, at most this many kept (the least recently folded go first). */
const MAX_LISTINGS = 10_000;

interface Folded {
  version: number;
  state: ListingState;
}

/** How to read one game's listing, and the fold the read may say is still current. */
export interface ListingRead {
  request: StreamReadRequest;
  known: Folded | undefined;
}

/**
 * The listings checkouts price from, folded once per version. Every checkout reads its games'
 * listing streams under their locks; a listing changes rarely (price, discount, keys added), and
 * its GameListed event carries the whole game snapshot. So a read names the version folded last
 * (`knownVersion`): while the stream is still there, the store reads none of its events, and the
 * fold kept for that version is the listing's state as of the read.
 */
export class ListingStates {
  private readonly folded = new Map<string, Folded>();

  /** How to read a game's listing: with the version folded last, if any. */
  read(gameId: number): ListingRead {
    const streamId = listingStreamId(gameId);
    const known = this.folded.get(streamId);
    return { known, request: known ? { streamId, ...LISTING_READ, knownVersion: known.version } : { streamId, ...LISTING_READ } };
  }

  /** The listing's state from what the store answered to `listing.request`. */
  stateOf(listing: ListingRead, read: StreamRead): ListingState {
    // The store marks a read unchanged only at the version asked for: the fold sent with it.
    if (read.unchanged && listing.known) return listing.known.state;
    const streamId = listing.request.streamId;
    const state = foldListing(read.events as unknown as ListingEvent[]);
    const kept = this.folded.get(streamId);
    if (!kept || kept.version <= read.currentVersion) {
      this.folded.delete(streamId);
      this.folded.set(streamId, { version: read.currentVersion, state });
      if (this.folded.size > MAX_LISTINGS) this.folded.delete(this.folded.keys().next().value!);
    }
    return state;
  }
}
