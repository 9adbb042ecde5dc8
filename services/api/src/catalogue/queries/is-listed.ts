import type { Queryable } from '@keyledger/event-store';
import { listingStreamId } from '../domain/listing.events.js';

/**
 * Whether a game is on sale now, from its listing stream itself (its last GameListed or
 * GameUnlisted), not from the catalogue read model: a command must not depend on how far a
 * projection has got (with Kafka the projectors may be a moment behind). A listing stream has a
 * few events per upload, not per key, so this reads a handful of rows from its stream index.
 */
export async function isListed(db: Queryable, gameId: number): Promise<boolean> {
  const result = await db.query<{ event_type: string }>(
    `SELECT event_type FROM events WHERE stream_id = $1 AND event_type IN ('GameListed', 'GameUnlisted')
      ORDER BY stream_version DESC LIMIT 1`,
    [listingStreamId(gameId)],
  );
  return result.rows[0]?.event_type === 'GameListed';
}
