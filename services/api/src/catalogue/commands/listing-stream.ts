import type { EventStore, NewEvent, Queryable } from '@keyledger/event-store';
import { foldListing, type ListingState } from '../domain/listing.decider.js';
import { listingStreamId, type ListingEvent } from '../domain/listing.events.js';

export interface ListingRead {
  streamId: string;
  state: ListingState;
  version: number;
}

/** Reads a game's listing stream in the caller's transaction (after it took the stream's lock). */
export async function readListing(store: EventStore, tx: Queryable, gameId: number): Promise<ListingRead> {
  const streamId = listingStreamId(gameId);
  const { events, currentVersion } = await store.readStream(streamId, { tx });
  return { streamId, state: foldListing(events as unknown as ListingEvent[]), version: currentVersion };
}

/** The append request for decided events, expecting the version that was read. */
export const appendTo = (read: { streamId: string; version: number }, events: readonly ListingEvent[] | readonly NewEvent[]) => ({
  streamId: read.streamId,
  expectedVersion: read.version,
  events: events as NewEvent[],
});
