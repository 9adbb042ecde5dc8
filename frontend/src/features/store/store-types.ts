/**
 * The storefront's answers from /api/v1 (the server's `store/`, `games/get/*` and `wishlist/`
 * routes). Money is in dollars with two decimals; the server computes every price.
 */

export interface NamedRef {
  id: number;
  name: string;
}

/** A game as lists show it (store/games/get-all, search, featured, wishlist entries). */
export interface StoreGame {
  /** The game id as a string (the old client's `_id`). */
  _id: string;
  id: number;
  name: string;
  /** Same as name. */
  title: string;
  slug: string;
  summary: string;
  /** `{IMAGE_BASE_URL}/t_1080p/{image_id}.jpg`, or null when the game has no cover. */
  cover_url: string | null;
  /** The cover's image id. */
  image_id: string | null;
  /** List price in dollars. */
  price: number;
  /** Discount percent, 0 to 100 (also as discountPercentage). */
  discount: number;
  discountPercentage: number;
  /** discount > 0 (also as onSale). */
  isDiscount: boolean;
  onSale: boolean;
  /** price * (1 - discount/100), rounded to cents: what the shopper pays. */
  discountedPrice: number;
  /** Unsold keys. */
  copies: number;
  /** 0 to 100, one decimal; cards show rating / 20 out of 5 stars. */
  rating: number;
  genres: NamedRef[];
  /** Theme ids (names in THEME_NAMES). */
  themes: number[];
  /** Artwork ids for games/get/artworks. */
  artworks: number[];
  /** The artworks' image ids, so lists need not fetch them. */
  artworks_extracted: Array<{ image_id: string }>;
  hypes: number;
  isFeatured: boolean;
  /** Listed within the last 30 days. */
  isNew: boolean;
  /** When it was listed (ISO). */
  createdAt: string;
  /** 'YYYY-MM-DD' or null. */
  releaseDate: string | null;
}

export interface InvolvedCompany {
  role: 'Developer' | 'Publisher';
  companyName: string;
}

/** The game page's game (store/games/get): the list fields plus the game database's details. */
export interface StoreGameDetail extends StoreGame {
  storyline: string;
  screenshots: Array<{ id: number; image_id: string }>;
  /** Trailers; `url` plays in a <video> element (served by the app, WebM, Range requests supported). */
  videos: Array<{ id: number; video_id: string; name: string; url: string }>;
  involved_companies: InvolvedCompany[];
  platforms: NamedRef[];
  /** Human release date per platform, e.g. 'Mar 14, 2019'. */
  release_dates: Array<{ human: string; platform: number }>;
  game_modes: number[];
  multiplayer_modes: unknown[];
  /** 0 main game, 1 DLC, 2 expansion, 4 standalone expansion, 8 remake, 9 remaster. */
  category: number;
  hasSteamAchievements: boolean;
  hasSteamWorkshop: boolean;
  controllerSupport: boolean;
}

export type SortBy = 'hypes' | 'createdAt' | 'rating';

export interface GameListQuery {
  sortBy?: SortBy;
  page?: number;
  limit?: number;
  genre?: number;
  theme?: number;
  /** Dollars; keeps games whose discounted price is at or below it. */
  maxPrice?: number;
}

export interface GameSearchQuery extends Omit<GameListQuery, 'sortBy'> {
  q: string;
}

export interface GameListAnswer {
  status: 'success';
  games: StoreGame[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

export interface GameSearchAnswer extends Omit<GameListAnswer, 'status'> {
  success: true;
}

export interface GameAnswer {
  status: 'success';
  gameData: StoreGameDetail;
}

export interface FeaturedAnswer {
  status: 'success';
  /** Null when no game is featured. */
  game: StoreGame | null;
}

export interface WishlistEntry {
  gameId: number;
  game: StoreGame;
}

export interface WishlistAnswer {
  status: 'success';
  message?: string;
  wishlist: { userId: string; games: WishlistEntry[] };
}

export interface WishlistChange {
  userId: string;
  gameId: number;
}
