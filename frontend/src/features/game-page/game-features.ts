import type { StoreGameDetail } from '../store/store-types';

/** The feature tags a game page lists, in this order (contract: spec section 2, Game detail). */
export const FEATURE_TAGS = [
  'Single-player',
  'Multiplayer',
  'Story-rich',
  'Thematic',
  'High Rating',
  'Open World',
  'Steam Achievements',
  'Steam Workshop',
  'Controller Support',
] as const;

export type FeatureTag = (typeof FEATURE_TAGS)[number];

/** Game modes (game database ids). */
const SINGLE_PLAYER_MODE = 1;
const MULTIPLAYER_MODE = 2;
/** Category 0 is a main game. */
const MAIN_GAME_CATEGORY = 0;
const ADVENTURE_GENRE = 31;
/** Rating on the 0–100 scale above which a game is highly rated. */
export const HIGH_RATING_ABOVE = 85;

export type FeatureSource = Pick<
  StoreGameDetail,
  | 'game_modes'
  | 'multiplayer_modes'
  | 'storyline'
  | 'themes'
  | 'rating'
  | 'category'
  | 'genres'
  | 'hasSteamAchievements'
  | 'hasSteamWorkshop'
  | 'controllerSupport'
>;

/**
 * The tags derived from the game's data: Single-player (mode 1); Multiplayer (mode 2 or any
 * multiplayer modes); Story-rich (a storyline); Thematic (any theme); High Rating (above 85);
 * Open World (category 0 or genre 31); the three Steam/controller flags. Empty when none apply.
 */
export function gameFeatures(game: FeatureSource): FeatureTag[] {
  const modes = game.game_modes ?? [];
  const has: Record<FeatureTag, boolean> = {
    'Single-player': modes.includes(SINGLE_PLAYER_MODE),
    Multiplayer: modes.includes(MULTIPLAYER_MODE) || (game.multiplayer_modes ?? []).length > 0,
    'Story-rich': (game.storyline ?? '').trim().length > 0,
    Thematic: (game.themes ?? []).length > 0,
    'High Rating': Number(game.rating) > HIGH_RATING_ABOVE,
    'Open World': game.category === MAIN_GAME_CATEGORY || (game.genres ?? []).some((genre) => genre.id === ADVENTURE_GENRE),
    'Steam Achievements': game.hasSteamAchievements === true,
    'Steam Workshop': game.hasSteamWorkshop === true,
    'Controller Support': game.controllerSupport === true,
  };
  return FEATURE_TAGS.filter((tag) => has[tag]);
}
