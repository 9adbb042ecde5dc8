/** The generated records (GeneratedGameDatabase) the bundled adapter and the image route read. */
export const GENERATED_GAME_DATA = Symbol('GENERATED_GAME_DATA');
