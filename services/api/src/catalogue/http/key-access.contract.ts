import { z } from 'zod';
import { isoTime, pagingNumber } from '../../common/contract/common-schemas.js';
import { defineRoute } from '../../common/contract/route-contract.js';
import { gameIdParam } from './admin-store.contract.js';

const KeyAccessEntry = z
  .object({
    position: z.int().meta({ description: 'The event’s global position in the log' }),
    at: isoTime(),
    action: z.enum(['revealed', 'exported']).meta({ description: 'revealed: one key’s text was shown; exported: the unsold keys were downloaded' }),
    keyId: z.string().nullable().meta({ description: 'The key revealed; null for an export' }),
    masked: z.string().nullable().meta({ description: 'The revealed key masked as the key list shows it (never its text); null for an export' }),
    count: z.int().min(0).nullable().meta({ description: 'How many keys the export handed out; null for a reveal' }),
    admin: z
      .object({ id: z.string(), email: z.string().nullable(), username: z.string().nullable() })
      .meta({ description: 'Who did it; e-mail and username are null for a deleted account' }),
  })
  .meta({ id: 'KeyAccessEntry' });

export const gameKeyAccess = defineRoute({
  method: 'GET',
  path: 'store/games/{gameId}/keys/access',
  operationId: 'getGameKeyAccess',
  summary: 'Who revealed or downloaded a game’s keys, and when: newest first, paged (admin); never a key’s text',
  tag: 'store-admin',
  access: 'staff',
  permission: 'catalogue',
  params: z.object({ gameId: gameIdParam() }),
  query: z.object({ page: pagingNumber('page', 1_000_000, 1), limit: pagingNumber('limit', 100, 10) }),
  success: {
    status: 200,
    description: 'A page of the history',
    body: z.object({ success: z.literal(true), entries: z.array(KeyAccessEntry), total: z.int().min(0), page: z.int(), limit: z.int() }),
  },
  errors: { 404: 'The game was never in the store' },
});
