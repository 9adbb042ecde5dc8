/** The slug the game page's route uses: the game's own, else one built from its name. */
export function slugFor(game: { slug?: string | null; name: string }): string {
  if (game.slug) return game.slug;
  return game.name
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]/g, '');
}

/** /games/{id}/{slug}: the game page's full route. */
export const gamePath = (game: { id: number; slug?: string | null; name: string }): string => `/games/${game.id}/${slugFor(game)}`;
