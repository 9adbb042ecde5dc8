import { Injectable } from '@nestjs/common';
import { EventStore, preparedQuery } from '@keyledger/event-store';
import { CATALOGUE_COLUMNS, type CatalogueRow } from './catalogue-row.js';

export type CatalogueSort = 'hypes' | 'createdAt' | 'rating';

export interface CatalogueFilter {
  genre?: number;
  theme?: number;
  /** Keeps games whose discounted price is at or below this. */
  maxPriceCents?: number;
  /** Case-insensitive substring of the name. */
  nameContains?: string;
}

export interface CataloguePage {
  rows: CatalogueRow[];
  total: number;
}

const ORDER_BY: Record<CatalogueSort, string> = {
  hypes: 'hypes DESC, game_id',
  rating: 'rating DESC, game_id',
  createdAt: 'listed_position DESC',
};

/** LIKE's wildcards (and its escape character) in a shopper's text match themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Reads the catalogue read model: listed games only, filtered, sorted and paged in SQL, with the
 * total from the same statement (one snapshot).
 */
@Injectable()
export class CatalogueQueries {
  constructor(private readonly store: EventStore) {}

  async page(filter: CatalogueFilter, sort: CatalogueSort, page: number, limit: number): Promise<CataloguePage> {
    const params: unknown[] = [];
    const where = ['listed'];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    if (filter.genre !== undefined) where.push(`${param(filter.genre)}::int = ANY (genre_ids)`);
    if (filter.theme !== undefined) where.push(`${param(filter.theme)}::int = ANY (theme_ids)`);
    // Mirrors discountedCents() in common/money: price * (100 - percent) / 100, half up.
    if (filter.maxPriceCents !== undefined) where.push(`(price_cents * (100 - discount_percent) + 50) / 100 <= ${param(filter.maxPriceCents)}`);
    let order = ORDER_BY[sort];
    if (filter.nameContains !== undefined) {
      const text = escapeLike(filter.nameContains);
      const pattern = param(`%${text}%`);
      where.push(`name ILIKE ${pattern}`);
      // Names that start with the text first.
      order = `(name ILIKE ${param(`${text}%`)}) DESC, ${order}`;
    }
    const limitParam = param(limit);
    const offsetParam = param((page - 1) * limit);
    const result = await this.store.pool.query<{ total: string; games: CatalogueRow[] | null }>(
      `WITH matched AS (SELECT ${CATALOGUE_COLUMNS}, listed_position FROM catalogue_games WHERE ${where.join(' AND ')})
       SELECT (SELECT count(*) FROM matched) AS total,
              (SELECT json_agg(p) FROM (SELECT * FROM matched ORDER BY ${order} LIMIT ${limitParam} OFFSET ${offsetParam}) p) AS games`,
      params,
    );
    const row = result.rows[0]!;
    return { rows: row.games ?? [], total: Number(row.total) };
  }

  /** How many games are listed. */
  async listedCount(): Promise<number> {
    const result = await preparedQuery<{ n: string }>(this.store.pool, 'kl_listed_count', 'SELECT count(*) AS n FROM catalogue_games WHERE listed', []);
    return Number(result.rows[0]!.n);
  }

  /** A listed game, or null. */
  async listedGame(gameId: number): Promise<CatalogueRow | null> {
    const result = await this.store.pool.query<CatalogueRow>(`SELECT ${CATALOGUE_COLUMNS} FROM catalogue_games WHERE game_id = $1 AND listed`, [gameId]);
    return result.rows[0] ?? null;
  }

  /** Listed games by id, in the order asked; unlisted and unknown ids are left out. */
  async listedGames(gameIds: readonly number[]): Promise<CatalogueRow[]> {
    if (gameIds.length === 0) return [];
    const result = await preparedQuery<CatalogueRow>(
      this.store.pool,
      'kl_listed_games',
      `SELECT ${CATALOGUE_COLUMNS} FROM catalogue_games WHERE game_id = ANY ($1::int[]) AND listed`,
      [gameIds],
    );
    const byId = new Map(result.rows.map((row) => [row.game_id, row]));
    return gameIds.flatMap((id) => byId.get(id) ?? []);
  }

  async featuredGame(): Promise<CatalogueRow | null> {
    const result = await this.store.pool.query<CatalogueRow>(
      `SELECT ${CATALOGUE_COLUMNS} FROM catalogue_games WHERE featured AND listed ORDER BY game_id LIMIT 1`,
    );
    return result.rows[0] ?? null;
  }
}
