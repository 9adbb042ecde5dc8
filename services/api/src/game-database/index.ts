/** What other contexts may import from the game database. */
export { GameDatabaseModule } from './game-database.module.js';
export { GameDatabase } from './game-database.port.js';
export type {
  ExternalGame,
  ExternalImage,
  ExternalInvolvedCompany,
  ExternalMultiplayerMode,
  ExternalReleaseDate,
  ExternalVideo,
  GameSearchResult,
  NamedRecord,
} from './game-database.records.js';
export { FEATURED_GAME, type GeneratedGameDatabase } from './generator/generate-game-database.js';
export { GENERATED_GAME_DATA } from './bundled/generated-game-data.token.js';
export { GAME_MODE_NAMES, GENRE_NAMES, PLATFORM_NAMES, THEME_NAMES } from './generator/reference-tables.js';
