/** The little of the store API's answers the storefront browser test reads (frontend/src/features/store/store-types.ts). */
export interface NamedRef {
  id: number;
  name: string;
}

export interface ListedGame {
  id: number;
  name: string;
  slug: string;
  price: number;
  discount: number;
  discountedPrice: number;
  copies: number;
}

export interface GameDetail extends ListedGame {
  summary: string;
  storyline: string;
  rating: number;
  genres: NamedRef[];
  themes: number[];
  screenshots: Array<{ id: number; image_id: string }>;
  videos: Array<{ id: number; video_id: string; name: string; url: string }>;
  involved_companies: Array<{ role: 'Developer' | 'Publisher'; companyName: string }>;
  platforms: NamedRef[];
  game_modes: number[];
  multiplayer_modes: unknown[];
  category: number;
  hasSteamAchievements: boolean;
  hasSteamWorkshop: boolean;
  controllerSupport: boolean;
}

export async function getJson<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(new URL(path, baseUrl));
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export const gameDetail = async (baseUrl: string, id: number): Promise<GameDetail> =>
  (await getJson<{ gameData: GameDetail }>(baseUrl, `/api/v1/store/games/get?id=${id}`)).gameData;

/**
 * A discounted game in stock, from the first 100 listed, with a trailer and at least two
 * screenshots; among those, one with more than two platforms when there is one (so the page's
 * pick of two is exercised).
 */
export async function findDiscountedGame(baseUrl: string): Promise<GameDetail> {
  const { games } = await getJson<{ games: ListedGame[] }>(baseUrl, '/api/v1/store/games/get-all?limit=100');
  const discounted = games.filter((game) => game.discount > 0 && game.copies > 0);
  if (discounted.length === 0) throw new Error('The demo catalogue has no discounted game in stock');
  const usable: GameDetail[] = [];
  for (const game of discounted) {
    const detail = await gameDetail(baseUrl, game.id);
    if (detail.videos.some((video) => video.url) && detail.screenshots.length >= 2) usable.push(detail);
    if (usable.length >= 10) break;
  }
  const chosen = usable.find((game) => game.platforms.length > 2) ?? usable[0];
  if (!chosen) throw new Error('No discounted game has a trailer and two screenshots');
  return chosen;
}
