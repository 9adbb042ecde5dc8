import type { EventStore, Queryable } from '@keyledger/event-store';
import { FEATURED_SLOT_STREAM, featuredGameIn } from '../domain/featured-slot.js';

export interface FeaturedSlotRead {
  streamId: string;
  gameId: number | null;
  version: number;
}

/** Which game is featured, read in the caller's transaction after it locked the slot. */
export async function readFeaturedSlot(store: EventStore, tx: Queryable): Promise<FeaturedSlotRead> {
  const { events, currentVersion } = await store.readStream(FEATURED_SLOT_STREAM, { tx });
  return { streamId: FEATURED_SLOT_STREAM, gameId: featuredGameIn(events), version: currentVersion };
}
