/**
 * The store API as the browse test reads it, straight over HTTP, to compare with what the pages
 * show (frontend/src/features/store/store-types.ts has the full shapes).
 */
export interface BrowsedGame {
  id: number;
  name: string;
  slug: string;
}

export interface GamePage {
  games: BrowsedGame[];
  total: number;
  page: number;
  totalPages: number;
}

export interface CatalogueApi {
  /** GET /api/v1/store/games/get-all with these query fields. */
  list(query: Record<string, string | number>): Promise<GamePage>;
  /** GET /api/v1/store/games/search with these query fields (q included). */
  search(query: Record<string, string | number>): Promise<GamePage>;
  featured(): Promise<BrowsedGame | null>;
}

export function catalogueApi(baseUrl: string): CatalogueApi {
  const get = async <T>(path: string, query: Record<string, string | number> = {}): Promise<T> => {
    const url = new URL(`/api/v1/${path}`, baseUrl);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
    const response = await fetch(url);
    if (!response.ok) throw new Error(`GET ${url.pathname}${url.search} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    list: (query) => get<GamePage>('store/games/get-all', query),
    search: (query) => get<GamePage>('store/games/search', query),
    featured: async () => (await get<{ game: BrowsedGame | null }>('store/get-featured/')).game,
  };
}

export const namesOf = (page: GamePage): string[] => page.games.map((game) => game.name);
