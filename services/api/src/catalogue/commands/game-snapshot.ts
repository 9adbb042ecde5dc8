import { NotFoundError } from '../../common/app-errors.js';
import type { GameDatabase } from '../../game-database/index.js';
import type { ListedGameSnapshot } from '../domain/listed-game-snapshot.js';

/** Copies what the store shows of a game out of the game database (see ListedGameSnapshot). */
export async function gameSnapshot(games: GameDatabase, gameId: number): Promise<ListedGameSnapshot> {
  const [game] = await games.getGames([gameId]);
  if (!game) throw new NotFoundError(`The game database has no game with id ${gameId}`);
  const [[cover], artworks] = await Promise.all([games.getCovers([game.cover]), games.getArtworks(game.artworks)]);
  return {
    name: game.name,
    slug: game.slug,
    summary: game.summary,
    genreIds: [...game.genres],
    themeIds: [...game.themes],
    rating: Math.round(game.rating * 10) / 10,
    coverImageId: cover?.image_id ?? null,
    hypes: game.hypes,
    releaseDate: game.first_release_date ? new Date(game.first_release_date * 1000).toISOString().slice(0, 10) : null,
    artworkIds: artworks.map((artwork) => artwork.id),
    artworkImageIds: artworks.map((artwork) => artwork.image_id),
  };
}
