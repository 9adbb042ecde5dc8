import { z } from 'zod';
import { wholeNumberRangePattern } from '../../common/contract/number-range-pattern.js';
import { dollarsInput, isoTime, pagingNumber, uuid } from '../../common/contract/common-schemas.js';
import { defineRoute } from '../../common/contract/route-contract.js';
import { MAX_PRICE_CENTS } from '../domain/listing.decider.js';
import { KEY_TEXT_PATTERN } from '../key-vault/key-vault.js';

/** How many keys one request may bring (typed, a list, or a CSV file). */
export const MAX_KEYS_PER_UPLOAD = 100_000;
/** The request body limit in bytes (16 MB) of the routes that take key uploads (100,000 keys of up to 100 characters fit). */
export const KEY_UPLOAD_BODY_LIMIT = 16 * 1024 * 1024;
/** The routes that take key uploads (below /api/v1). */
export const KEY_UPLOAD_ROUTES = ['store/add-game', 'store/games/update'];

/** The 400s of a key upload no schema states: one of two fields, a file with no keys, keys the vault refuses (too short, repeated). */
const KEY_UPLOAD_REFUSALS = [
  'Give keys as a list or as a CSV file, not both',
  'The key file holds no keys',
  'Keys must be 5 to 200 printable characters',
  'Keys must be at least 5 characters; too short: {keys}',
];

const PRICE_MESSAGE = 'Price must be a positive dollar amount of at most $100,000.00, with at most two decimals';

/** A price in dollars (number or text, at most two decimals) as cents, positive and at most $100,000. */
const priceField = () =>
  dollarsInput(PRICE_MESSAGE, { positive: true, maxDollars: MAX_PRICE_CENTS / 100 }).meta({ description: 'Dollars, at most two decimals: $59.99 stays $59.99', examples: [59.99] });
const GAME_ID_MESSAGE = 'Invalid game id';

export const gameIdField = () =>
  z.int({ error: GAME_ID_MESSAGE }).min(1, { error: GAME_ID_MESSAGE }).max(2_147_483_647, { error: GAME_ID_MESSAGE }).meta({ description: 'The game database id', examples: [1877] });

/** Keys to add: a list (a typed key is a list of one), or the text of a CSV file (its first column). */
const keysFields = {
  keys: z
    .array(z.string({ error: 'Keys must be text' }).max(200, { error: 'Keys must be 5 to 200 printable characters' }).meta({ pattern: KEY_TEXT_PATTERN.source }), { error: 'keys must be a list of keys' })
    .min(1, { error: 'No keys were given' })
    .max(MAX_KEYS_PER_UPLOAD, { error: `At most ${MAX_KEYS_PER_UPLOAD.toLocaleString('en-US')} keys per upload` })
    .optional()
    .meta({ description: 'Keys as a list (a single typed key: a list of one); each 5 to 200 printable characters' }),
  keysCsv: z
    .string({ error: 'keysCsv must be the text of a CSV file' })
    .max(16 * 1024 * 1024, { error: 'The key file is too large' })
    .optional()
    .meta({
      description: `A CSV file's text: the first column of each line is a key, blank lines are dropped; a first line whose first column names the column (key, keys, code, serial, activation key, game key; any case) is a header and is skipped (\`headerSkipped\`); at most ${MAX_KEYS_PER_UPLOAD.toLocaleString('en-US')} keys`,
    }),
};

const headerSkippedField = z.boolean().meta({ description: "The CSV's first line named the key column and was not stored as a key" });

/** A game id in a path: digits, at most 2,147,483,647 (the store's ids are 32-bit). */
export const gameIdParam = () =>
  z
    .string({ error: GAME_ID_MESSAGE })
    .regex(new RegExp(wholeNumberRangePattern(2_147_483_647)), { error: GAME_ID_MESSAGE })
    .transform(Number)
    .meta({ description: 'The game database id, 1 to 2,147,483,647', examples: ['1877'] });

const Success = z.object({ success: z.literal(true), message: z.string(), position: z.int().meta({ description: 'The log position written (0: nothing changed)' }) });

export const addGame = defineRoute({
  method: 'POST',
  path: 'store/add-game',
  refusals: [...KEY_UPLOAD_REFUSALS, 'Keys are required: a list or a CSV file'],
  operationId: 'addGame',
  summary: 'List a game of the game database in the store, with its price and first keys (admin)',
  description: 'All or nothing: a key already in the store, or twice in the upload, refuses the whole request, naming them (`duplicates`).',
  tag: 'store-admin',
  access: 'staff',
  permission: 'catalogue',
  body: z.object({
    newGame: z.object(
      {
        gameId: gameIdField(),
        price: priceField(),
        ...keysFields,
      },
      { error: 'newGame is required: gameId, price and keys' },
    ),
  }),
  success: { status: 201, description: 'Listed', body: Success.extend({ gameId: z.int(), keysAdded: z.int(), headerSkipped: headerSkippedField }) },
  errors: { 404: 'The game database has no game with this id', 409: 'The game is already in the store, or a key is already in the store (`duplicates` names them)' },
});

export const updateGame = defineRoute({
  method: 'POST',
  path: 'store/games/update',
  refusals: [...KEY_UPLOAD_REFUSALS, 'Nothing to change: give a price, keys or both'],
  operationId: 'updateGame',
  summary: "Change a listed game's price and/or add keys to it (admin)",
  tag: 'store-admin',
  access: 'staff',
  permission: 'catalogue',
  body: z.object({
    gameId: gameIdField(),
    price: priceField().optional(),
    ...keysFields,
  }),
  success: { status: 200, description: 'Updated', body: Success.extend({ gameId: z.int(), keysAdded: z.int(), headerSkipped: headerSkippedField, priceChanged: z.boolean() }) },
  errors: { 409: 'The game is not in the store, or a key is already in the store (`duplicates` names them)' },
});

export const setDiscount = defineRoute({
  method: 'POST',
  path: 'store/set-discount',
  operationId: 'setDiscount',
  summary: "Set a listed game's discount, a whole percentage from 0 to 100 (admin)",
  tag: 'store-admin',
  access: 'staff',
  permission: 'catalogue',
  body: z.object({
    gameId: gameIdField(),
    discount: z
      .int({ error: 'Discount must be a whole percentage from 0 to 100' })
      .min(0, { error: 'Discount must be a whole percentage from 0 to 100' })
      .max(100, { error: 'Discount must be a whole percentage from 0 to 100' })
      .meta({ examples: [25] }),
  }),
  success: { status: 200, description: 'Set (or it was already that)', body: Success },
  errors: { 409: 'The game is not in the store' },
});

export const setFeatured = defineRoute({
  method: 'POST',
  path: 'store/set-featured',
  operationId: 'setFeatured',
  summary: 'Feature a listed game on the home page; the game featured before stops being featured (admin)',
  tag: 'store-admin',
  access: 'staff',
  permission: 'catalogue',
  body: z.object({ gameId: gameIdField() }),
  success: { status: 200, description: 'Featured', body: Success.extend({ previousGameId: z.int().nullable() }) },
  errors: { 409: 'Already Featured, or the game is not in the store' },
});

export const deleteGame = defineRoute({
  method: 'DELETE',
  path: 'store/game/delete',
  operationId: 'deleteGame',
  summary: 'Take a game out of the store: its sales stop at once; its history and unsold keys stay (admin)',
  tag: 'store-admin',
  access: 'staff',
  permission: 'catalogue',
  body: z.object({ gameId: gameIdField() }),
  success: { status: 200, description: 'Removed from the store', body: Success },
  errors: { 409: 'The game is not in the store' },
});

export const countGames = defineRoute({
  method: 'GET',
  path: 'store/gameCount',
  operationId: 'countGames',
  summary: 'How many games are listed in the store (admin)',
  tag: 'store-admin',
  access: 'staff',
  permission: 'dashboard',
  success: { status: 200, description: 'The count', body: z.object({ success: z.literal(true), total: z.int().min(0) }) },
});

const KEY_STATES = ['unsold', 'sold', 'revoked'] as const;

const GameKey = z
  .object({
    id: z.string().meta({ format: 'uuid' }),
    masked: z.string().meta({ description: 'All but the last characters hidden' }),
    status: z.enum(KEY_STATES),
    addedAt: isoTime(),
    orderId: z.string().nullable().meta({ description: 'The order that bought it' }),
  })
  .meta({ id: 'GameKey' });

export const listGameKeys = defineRoute({
  method: 'GET',
  path: 'store/games/{gameId}/keys',
  operationId: 'listGameKeys',
  summary: "A game's keys, masked, newest first, with their state (admin)",
  tag: 'store-admin',
  access: 'staff',
  permission: 'catalogue',
  params: z.object({ gameId: gameIdParam() }),
  query: z.object({
    status: z.enum(KEY_STATES, { error: `status must be one of ${KEY_STATES.join(', ')}` }).optional(),
    page: pagingNumber('page', 1_000_000, 1),
    limit: pagingNumber('limit', 500, 50),
  }),
  success: {
    status: 200,
    description: 'A page of keys and the counts by state',
    body: z.object({
      success: z.literal(true),
      keys: z.array(GameKey),
      total: z.int().meta({ description: 'Keys matching the status filter' }),
      counts: z.object({ unsold: z.int(), sold: z.int(), revoked: z.int() }),
      page: z.int(),
      limit: z.int(),
    }),
  },
});

export const showGameKey = defineRoute({
  method: 'POST',
  path: 'store/games/{gameId}/keys/{keyId}/reveal',
  operationId: 'showGameKey',
  summary: "One key's text, on an admin's explicit request; recorded (who, when, which key)",
  tag: 'store-admin',
  access: 'staff',
  permission: 'keys.reveal',
  params: z.object({ gameId: gameIdParam(), keyId: uuid('Invalid key id') }),
  success: { status: 200, description: 'The key', body: z.object({ success: z.literal(true), keyId: z.string().meta({ format: 'uuid' }), key: z.string(), position: z.int() }) },
  errors: { 404: 'No such key for this game', 409: 'The key was refunded or replaced: it is void and shown to nobody' },
});

export const exportGameKeys = defineRoute({
  method: 'POST',
  path: 'store/games/{gameId}/keys/export',
  operationId: 'exportGameKeys',
  summary: "The game's unsold keys as a CSV file, one per line; recorded (who, when, how many) because it hands secrets out (admin)",
  tag: 'store-admin',
  access: 'staff',
  permission: 'keys.export',
  params: z.object({ gameId: gameIdParam() }),
  success: { status: 200, description: 'text/csv: the unsold keys, one per line', body: z.string(), contentType: 'text/csv' },
  errors: { 404: 'The game was never in the store' },
});
