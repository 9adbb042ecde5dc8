/**
 * The store features one game at a time. The `store-featured` stream records which one, so
 * featuring a game can find (and unfeature) the previous one without reading a read model.
 */
export const FEATURED_SLOT_STREAM = 'store-featured';

export interface FeaturedGameChanged {
  type: 'FeaturedGameChanged';
  data: { gameId: number | null; previousGameId: number | null };
}

export const featuredGameIn = (events: readonly { type: string; data: unknown }[]): number | null => {
  const last = events.at(-1) as FeaturedGameChanged | undefined;
  return last?.type === 'FeaturedGameChanged' ? last.data.gameId : null;
};
