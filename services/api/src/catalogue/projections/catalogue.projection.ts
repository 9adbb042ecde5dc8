import { projectionSource, type Projection, type RecordedEvent } from '@keyledger/event-store';
import { tableExists } from '../../projections/table-exists.js';
import type { ListingEvent } from '../domain/listing.events.js';

export const CATALOGUE_PROJECTION = 'catalogue';

const LISTING_EVENT_TYPES = ['GameListed', 'KeysAdded', 'PriceChanged', 'DiscountSet', 'GameFeatured', 'GameUnfeatured', 'GameUnlisted'] as const;
/** Sold keys leave the copies count (order streams): delivered, or handed out to replace a key. */
const SOLD_EVENT_TYPES = ['KeysDelivered', 'KeyReplaced'] as const;

interface KeysDeliveredData {
  deliveries: Array<{ gameId: number; keyIds: string[] }>;
}
interface KeyReplacedData {
  gameId: number;
}

/**
 * The store's catalogue read model: one row per game ever listed, with what the storefront
 * shows and sorts by. Built from `game-{id}` events and the orders' KeysDelivered and KeyReplaced; the game's facts come from the
 * snapshot in GameListed, so a replay always gives the same rows.
 */
export const catalogueProjection: Projection = {
  name: CATALOGUE_PROJECTION,
  tables: ['catalogue_games', 'catalogue_sold_ahead'],
  eventTypes: [...LISTING_EVENT_TYPES, ...SOLD_EVENT_TYPES],

  async createTables({ tx, table }) {
    const games = table('catalogue_games');
    // Keys sold of a game whose GameListed this projection has not applied yet: read from the log
    // that cannot happen (a game is listed before it sells), but through Kafka the order streams
    // and the game's stream lie in different partitions, consumed in any order between them.
    await tx.query(`CREATE TABLE IF NOT EXISTS ${table('catalogue_sold_ahead')} (game_id int PRIMARY KEY, sold int NOT NULL)`);
    if (await tableExists(tx, games)) return;
    await tx.query(`CREATE TABLE ${games} (
      game_id           int PRIMARY KEY,
      name              text NOT NULL,
      slug              text NOT NULL,
      summary           text NOT NULL,
      genre_ids         int[] NOT NULL,
      theme_ids         int[] NOT NULL,
      rating            numeric(4,1) NOT NULL,
      cover_image_id    text,
      hypes             int NOT NULL,
      release_date      text,
      artwork_ids       int[] NOT NULL,
      artwork_image_ids text[] NOT NULL,
      price_cents       int NOT NULL,
      discount_percent  int NOT NULL,
      copies            int NOT NULL,
      featured          boolean NOT NULL,
      listed            boolean NOT NULL,
      listed_at         timestamptz NOT NULL,
      listed_position   bigint NOT NULL
    )`);
    // The storefront's sort orders (catalogue-queries.ts); unnamed (see tableExists).
    await tx.query(`CREATE INDEX ON ${games} (hypes DESC, game_id) WHERE listed`);
    await tx.query(`CREATE INDEX ON ${games} (rating DESC, game_id) WHERE listed`);
    await tx.query(`CREATE INDEX ON ${games} (listed_position DESC) WHERE listed`);
  },

  async apply({ tx, table }, events) {
    const games = table('catalogue_games');
    const soldAhead = table('catalogue_sold_ahead');
    // Sales come in bursts: consecutive KeysDelivered are summed per game and written as one
    // UPDATE, before any listing event that follows them (so the order of effects is kept).
    const sold = new Map<number, number>();
    // Through Kafka, a game's listing and its sales come in different partitions, applied by
    // concurrent transactions: a sale that finds no row parks in catalogue_sold_ahead while the
    // listing, not seeing that uncommitted row, would insert the game without it (a sale lost).
    // A per-game transaction lock makes the two take turns; each then sees what the other committed.
    const lockGames = (ids: number[]) => tx.query(`SELECT pg_advisory_xact_lock(hashtext($1), id) FROM unnest($2::int[]) AS id`, [games, [...ids].sort((a, b) => a - b)]);
    const writeSold = async () => {
      if (sold.size === 0) return;
      await lockGames([...sold.keys()]);
      // Sales of a game not listed here yet wait in catalogue_sold_ahead for its GameListed.
      await tx.query(
        `WITH s AS (SELECT * FROM unnest($1::int[], $2::int[]) AS s(game_id, n)),
              updated AS (UPDATE ${games} AS g SET copies = g.copies - s.n FROM s WHERE g.game_id = s.game_id RETURNING g.game_id)
         INSERT INTO ${soldAhead} AS a (game_id, sold)
         SELECT game_id, n FROM s WHERE game_id NOT IN (SELECT game_id FROM updated)
         ON CONFLICT (game_id) DO UPDATE SET sold = a.sold + EXCLUDED.sold`,
        [[...sold.keys()], [...sold.values()]],
      );
      sold.clear();
    };
    for (const recorded of events as readonly RecordedEvent[]) {
      if (recorded.type === 'KeysDelivered') {
        for (const delivery of (recorded.data as unknown as KeysDeliveredData).deliveries) {
          sold.set(delivery.gameId, (sold.get(delivery.gameId) ?? 0) + delivery.keyIds.length);
        }
        continue;
      }
      if (recorded.type === 'KeyReplaced') {
        const { gameId } = recorded.data as unknown as KeyReplacedData;
        sold.set(gameId, (sold.get(gameId) ?? 0) + 1);
        continue;
      }
      await writeSold();
      const event = { type: recorded.type, data: recorded.data } as ListingEvent;
      switch (event.type) {
        case 'GameListed': {
          const { gameId, priceCents, game } = event.data;
          await lockGames([gameId]);
          await tx.query(
            `WITH ahead AS (DELETE FROM ${soldAhead} WHERE game_id = $1 RETURNING sold)
             INSERT INTO ${games} (game_id, name, slug, summary, genre_ids, theme_ids, rating, cover_image_id, hypes, release_date,
                                   artwork_ids, artwork_image_ids, price_cents, discount_percent, copies, featured, listed, listed_at, listed_position)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 0, -COALESCE((SELECT sold FROM ahead), 0), false, true, $14, $15)
             ON CONFLICT (game_id) DO UPDATE SET name = EXCLUDED.name, slug = EXCLUDED.slug, summary = EXCLUDED.summary,
               genre_ids = EXCLUDED.genre_ids, theme_ids = EXCLUDED.theme_ids, rating = EXCLUDED.rating,
               cover_image_id = EXCLUDED.cover_image_id, hypes = EXCLUDED.hypes, release_date = EXCLUDED.release_date,
               artwork_ids = EXCLUDED.artwork_ids, artwork_image_ids = EXCLUDED.artwork_image_ids, price_cents = EXCLUDED.price_cents, discount_percent = 0, listed = true,
               listed_at = EXCLUDED.listed_at, listed_position = EXCLUDED.listed_position`,
            [gameId, game.name, game.slug, game.summary, game.genreIds, game.themeIds, game.rating, game.coverImageId, game.hypes,
              game.releaseDate, game.artworkIds ?? [], game.artworkImageIds ?? [], priceCents, recorded.metadata.recordedAt, recorded.globalPosition],
          );
          break;
        }
        case 'KeysAdded':
          await tx.query(`UPDATE ${games} SET copies = copies + $2 WHERE game_id = $1`, [event.data.gameId, event.data.keyIds.length]);
          break;
        case 'PriceChanged':
          await tx.query(`UPDATE ${games} SET price_cents = $2 WHERE game_id = $1`, [event.data.gameId, event.data.priceCents]);
          break;
        case 'DiscountSet':
          await tx.query(`UPDATE ${games} SET discount_percent = $2 WHERE game_id = $1`, [event.data.gameId, event.data.discountPercent]);
          break;
        case 'GameFeatured':
        case 'GameUnfeatured':
          await tx.query(`UPDATE ${games} SET featured = $2 WHERE game_id = $1`, [event.data.gameId, event.type === 'GameFeatured']);
          break;
        case 'GameUnlisted':
          await tx.query(`UPDATE ${games} SET listed = false, featured = false WHERE game_id = $1`, [event.data.gameId]);
          break;
      }
    }
    await writeSold();
  },
};

/** Where the projection worker thread imports it from (see ProjectionsService). */
export const catalogueProjectionSource = projectionSource(import.meta.url, 'catalogueProjection');
