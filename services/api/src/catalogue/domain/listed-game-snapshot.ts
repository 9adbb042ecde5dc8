/**
 * What the store shows of a game, copied from the game database when the game is listed, so
 * the catalogue projection is a pure function of the log: replaying it gives the same read
 * model even if the external game database changes or is unreachable.
 */
export interface ListedGameSnapshot {
  name: string;
  slug: string;
  summary: string;
  genreIds: number[];
  themeIds: number[];
  /** 0–100. */
  rating: number;
  coverImageId: string | null;
  /** The game database's popularity ("hypes"). */
  hypes: number;
  releaseDate: string | null;
  /** Artwork ids and their image ids, for the wide cards, slideshow and featured banner. */
  artworkIds: number[];
  artworkImageIds: string[];
}
