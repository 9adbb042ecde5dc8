/** The game database's search (games/search/name, game-database.contract.ts), as the Add a Game page reads it. */
export interface DatabaseGame {
  id: number;
  name: string;
  /** 0 to 100. */
  rating: number;
  /** Unix seconds. */
  first_release_date: number;
  summary: string;
  /** The cover's record id (see coverResult). */
  cover: number;
}

export interface DatabaseCover {
  id: number;
  game: number;
  image_id: string;
  url: string;
}

export interface DatabaseSearchAnswer {
  success: true;
  queryResult: DatabaseGame[];
  coverResult: DatabaseCover[];
}
