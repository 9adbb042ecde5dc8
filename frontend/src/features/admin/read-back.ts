import type { BaseQueryApi, FetchArgs, FetchBaseQueryMeta, QueryReturnValue } from '@reduxjs/toolkit/query';
import type { ApiError } from '../../shared/api/api-error';
import type { ListedGame, ListedGameAnswer } from './catalogue-types';
import { REVALIDATE } from '../../shared/api/revalidate';

/**
 * The store's listings are a read model that follows the event log a moment after a change, and
 * the store routes take no log position to wait for (the inventory does). So an admin change to a
 * listing is read back until it shows, for at most READ_BACK_TIMEOUT_MS; only then does the
 * mutation resolve and its tags refetch, and the screen never shows the state before the change.
 */
export const READ_BACK_TIMEOUT_MS = 5_000;
const READ_BACK_INTERVAL_MS = 150;

export type BaseQuery = (args: string | FetchArgs) => Promise<QueryReturnValue<unknown, ApiError, FetchBaseQueryMeta>>;

/** The listing as the store answers it now: null when it is not listed, undefined when it cannot be read. */
async function readListing(baseQuery: BaseQuery, gameId: number): Promise<ListedGame | null | undefined> {
  const result = await baseQuery({ ...REVALIDATE, url: 'store/games/get', params: { id: gameId } });
  if (result.data) return (result.data as ListedGameAnswer).gameData;
  return result.error?.status === 404 ? null : undefined;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads a read model until `shows` holds for what it answers, for at most READ_BACK_TIMEOUT_MS
 * (`read` answers undefined when it cannot read it now). After the timeout the caller goes on:
 * the change was made; the screen merely may show it a moment late.
 */
export async function readUntilShown<Seen>(read: () => Promise<Seen | undefined>, shows: (seen: Seen) => boolean): Promise<void> {
  const deadline = Date.now() + READ_BACK_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const seen = await read();
    if (seen !== undefined && shows(seen)) return;
    await pause(READ_BACK_INTERVAL_MS);
  }
}

export interface ReadBackSpec<Arg, Answer> {
  request(arg: Arg): FetchArgs;
  gameId(arg: Arg): number;
  /** Whether the listing read after the write shows it (`before`: as read just before the write). */
  shows(change: { arg: Arg; answer: Answer; before: ListedGame | null | undefined; after: ListedGame | null }): boolean;
}

/** A mutation's queryFn: the write, then the listing read back until it shows the write. */
export function writeThenReadBack<Arg, Answer>(spec: ReadBackSpec<Arg, Answer>) {
  return async (arg: Arg, _api: BaseQueryApi, _extra: unknown, baseQuery: BaseQuery): Promise<QueryReturnValue<Answer, ApiError, FetchBaseQueryMeta>> => {
    const gameId = spec.gameId(arg);
    const before = await readListing(baseQuery, gameId);
    const written = await baseQuery(spec.request(arg));
    if (written.error) return { error: written.error, meta: written.meta };
    const answer = written.data as Answer;
    await readUntilShown(() => readListing(baseQuery, gameId), (after) => spec.shows({ arg, answer, before, after }));
    return { data: answer, meta: written.meta };
  };
}
