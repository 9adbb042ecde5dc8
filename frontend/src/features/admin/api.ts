import { baseApi } from '../../shared/api/base-api';
import { idempotencyHeader } from '../../shared/api/idempotency';
import { textOrProblem } from '../../shared/api/text-or-problem';
import type {
  AddGameRequest,
  ChangeAnswer,
  GameKeysAnswer,
  GameKeysQuery,
  KeysAddedAnswer,
  KeysUpload,
  ListedGameAnswer,
  ListedGamesPage,
  ListedGamesQuery,
  ListedGamesSearch,
  ShownGameKey,
  UpdateGameRequest,
} from './catalogue-types';
import type { GameCountAnswer, MonthQuery, OrderCountAnswer, RecentOrdersAnswer, RevenueAnswer, UserCountAnswer, WeeklySalesAnswer } from './dashboard-types';
import type { OrderHistoryAnswer } from './audit-types';
import type { DatabaseSearchAnswer } from './game-database-types';
import type { HealthAnswer } from './health-types';
import { writeThenReadOrders } from './order-read-back';
import type { NewPromoCode, PromoChangeAnswer, PromoListAnswer } from './promo-types';
import { keyAccessTag } from './key-access-api';
import type { KeyChange, OrderDetailAnswer, OrdersPage, OrdersQuery, RefundAnswer, ReplacementAnswer } from './purchase-types';
import { writeThenReadBack } from './read-back';
import { noteRefundRequestPosition } from './refund-requests-api';
import { showTicketAnswer, TICKET_LIST, ticketListPosition } from '../../shared/tickets/tickets-api';
import type { TicketAnswer, TicketStatus } from '../../shared/tickets/ticket-types';
import type { TicketsPage, TicketsQuery } from './ticket-types';
import { REVALIDATE } from '../../shared/api/revalidate';

const listTags = (page: ListedGamesPage | undefined) => [
  { type: 'Games' as const, id: 'LIST' },
  ...(page?.games ?? []).map((game) => ({ type: 'Game' as const, id: game.id })),
];

/** What a change to one listed game makes stale: the lists, the game, its keys, the dashboard's counts. */
const gameChanged = (gameId: number) => ['Games' as const, 'Dashboard' as const, { type: 'Game' as const, id: gameId }, { type: 'GameKeys' as const, id: gameId }];

const orderTags = (page: OrdersPage | undefined) => [
  { type: 'Orders' as const, id: 'LIST' },
  ...(page?.orders ?? []).map((order) => ({ type: 'Orders' as const, id: order._id })),
];

/** What a refund or a replacement makes stale: every list of orders (their summaries), the order and its timeline, the game's keys. */
const keyChanged = ({ orderId, gameId }: KeyChange) => [
  { type: 'Orders' as const, id: 'LIST' },
  { type: 'Orders' as const, id: orderId },
  { type: 'OrderHistory' as const, id: orderId },
  { type: 'GameKeys' as const, id: gameId },
];

/** A refund's or a replacement's request: the key under the route's own field name, with the attempt's Idempotency-Key. */
const keyChangeRequest =
  (url: string, keyField: 'keyToRefund' | 'oldKey') =>
  ({ orderId, gameId, keyId, idempotencyKey, reason }: KeyChange) => ({
    url,
    method: 'POST',
    body: { orderId, gameId, [keyField]: keyId, ...(reason?.trim() ? { reason: reason.trim() } : {}) },
    headers: idempotencyHeader(idempotencyKey),
  });

const cents = (dollars: number): number => Math.round(dollars * 100);

/**
 * A key upload is one request of up to 100,000 keys that the server stores all at once: it may take
 * longer than the usual 10 s, and giving up early would say "failed" about keys that were stored.
 */
const KEY_UPLOAD_TIMEOUT_MS = 120_000;
const uploadTimeout = (upload: KeysUpload) => (upload.keysCsv !== undefined || (upload.keys?.length ?? 0) > 1 ? { timeout: KEY_UPLOAD_TIMEOUT_MS } : {});

export const adminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The read models' standing (Settings): read afresh on each visit and on Refresh, never cached by tag.
    getHealth: build.query<HealthAnswer, void>({
      query: () => 'health',
    }),
    // The dashboard's figures.
    getGameCount: build.query<GameCountAnswer, void>({
      query: () => 'store/gameCount',
      providesTags: ['Dashboard', 'Games'],
    }),
    getOrderCount: build.query<OrderCountAnswer, MonthQuery>({
      query: (params) => ({ url: 'order/getCount', params }),
      providesTags: ['Dashboard'],
    }),
    getRevenue: build.query<RevenueAnswer, MonthQuery>({
      query: (params) => ({ url: 'order/revenue', params }),
      providesTags: ['Dashboard'],
    }),
    getWeeklySales: build.query<WeeklySalesAnswer, void>({
      query: () => 'order/getWeeklySale',
      providesTags: ['Dashboard'],
    }),
    getUserCount: build.query<UserCountAnswer, void>({
      query: () => 'users/count',
      providesTags: ['Dashboard'],
    }),
    getRecentOrders: build.query<RecentOrdersAnswer, { limit: number }>({
      query: (params) => ({ url: 'order/getRecentOrders', params }),
      providesTags: ['Dashboard', { type: 'Orders', id: 'LIST' }],
    }),

    // The store's games.
    getListedGames: build.query<ListedGamesPage, ListedGamesQuery>({
      query: (params) => ({ ...REVALIDATE, url: 'store/games/get-all', params }),
      providesTags: listTags,
    }),
    searchListedGames: build.query<ListedGamesPage, ListedGamesSearch>({
      query: (params) => ({ ...REVALIDATE, url: 'store/games/search', params }),
      providesTags: listTags,
    }),
    /** Whether a game is in the store: a 404 says it is not. */
    getListedGame: build.query<ListedGameAnswer, number>({
      query: (id) => ({ ...REVALIDATE, url: 'store/games/get', params: { id } }),
      providesTags: (_answer, _error, id) => [{ type: 'Game', id }],
    }),
    searchGameDatabase: build.query<DatabaseSearchAnswer, string>({
      query: (text) => ({ url: 'games/search/name', params: { search_query: text } }),
    }),
    // Each change to a listing resolves once the store's listing shows it (see read-back.ts).
    addGame: build.mutation<KeysAddedAnswer, AddGameRequest>({
      queryFn: writeThenReadBack<AddGameRequest, KeysAddedAnswer>({
        request: (newGame) => ({ url: 'store/add-game', method: 'POST', body: { newGame }, ...uploadTimeout(newGame) }),
        gameId: ({ gameId }) => gameId,
        shows: ({ after }) => after !== null,
      }),
      invalidatesTags: (_answer, _error, { gameId }) => gameChanged(gameId),
    }),
    updateGame: build.mutation<KeysAddedAnswer, UpdateGameRequest>({
      queryFn: writeThenReadBack<UpdateGameRequest, KeysAddedAnswer>({
        request: (body) => ({ url: 'store/games/update', method: 'POST', body, ...uploadTimeout(body) }),
        gameId: ({ gameId }) => gameId,
        shows: ({ arg, answer, before, after }) =>
          after !== null &&
          (arg.price === undefined || cents(after.price) === cents(Number(arg.price))) &&
          (answer.keysAdded === 0 || !before || after.copies !== before.copies),
      }),
      invalidatesTags: (_answer, _error, { gameId }) => gameChanged(gameId),
    }),
    setDiscount: build.mutation<ChangeAnswer, { gameId: number; discount: number }>({
      queryFn: writeThenReadBack<{ gameId: number; discount: number }, ChangeAnswer>({
        request: (body) => ({ url: 'store/set-discount', method: 'POST', body }),
        gameId: ({ gameId }) => gameId,
        shows: ({ arg, after }) => after?.discount === arg.discount,
      }),
      invalidatesTags: (_answer, _error, { gameId }) => gameChanged(gameId),
    }),
    // The game featured before changes too: every game is stale.
    setFeatured: build.mutation<ChangeAnswer, number>({
      queryFn: writeThenReadBack<number, ChangeAnswer>({
        request: (gameId) => ({ url: 'store/set-featured', method: 'POST', body: { gameId } }),
        gameId: (gameId) => gameId,
        shows: ({ after }) => after?.isFeatured === true,
      }),
      invalidatesTags: ['Games', 'Game'],
    }),
    removeGame: build.mutation<ChangeAnswer, number>({
      queryFn: writeThenReadBack<number, ChangeAnswer>({
        request: (gameId) => ({ url: 'store/game/delete', method: 'DELETE', body: { gameId } }),
        gameId: (gameId) => gameId,
        shows: ({ after }) => after === null,
      }),
      invalidatesTags: (_answer, _error, gameId) => gameChanged(gameId),
    }),

    // A game's keys: masked in lists, a key's text only on an explicit request.
    getGameKeys: build.query<GameKeysAnswer, GameKeysQuery>({
      query: ({ gameId, page, limit }) => ({ url: `store/games/${gameId}/keys`, params: { page, limit } }),
      providesTags: (_answer, _error, { gameId }) => [{ type: 'GameKeys', id: gameId }],
    }),
    showGameKey: build.mutation<ShownGameKey, { gameId: number; keyId: string }>({
      query: ({ gameId, keyId }) => ({ url: `store/games/${gameId}/keys/${encodeURIComponent(keyId)}/reveal`, method: 'POST' }),
      invalidatesTags: (_answer, _error, { gameId }) => [keyAccessTag(gameId)],
    }),
    /** The unsold keys as CSV text. */
    exportGameKeys: build.mutation<string, number>({
      query: (gameId) => ({ url: `store/games/${gameId}/keys/export`, method: 'POST', responseHandler: textOrProblem }),
      invalidatesTags: (_answer, _error, gameId) => [keyAccessTag(gameId)],
    }),

    // Orders: the Purchases page, refunds and replacements of single keys.
    getOrders: build.query<OrdersPage, OrdersQuery>({
      query: (params) => ({ url: 'order/get-all-orders', params }),
      providesTags: orderTags,
    }),
    /** One order from its own events: what each key cost (what its refund returns). */
    getOrderDetails: build.query<OrderDetailAnswer, string>({
      query: (orderId) => `order/details/${encodeURIComponent(orderId)}`,
      providesTags: (_answer, _error, orderId) => [{ type: 'Orders', id: orderId }],
    }),
    /** Everything that happened to the order, from the event log (admins and finance accounts). */
    getOrderHistory: build.query<OrderHistoryAnswer, string>({
      query: (orderId) => `order/details/${encodeURIComponent(orderId)}/history`,
      providesTags: (_answer, _error, orderId) => [{ type: 'OrderHistory', id: orderId }],
    }),
    refundKey: build.mutation<RefundAnswer, KeyChange>({
      queryFn: writeThenReadOrders<RefundAnswer>(keyChangeRequest('refund/process', 'keyToRefund')),
      // The revenue falls too, and so do the buyer's figures (games owned, spending) wherever this tab
      // holds them; the buyer's own tab reads them afresh on each visit. Refetched after a refusal as
      // well: a 409 says the order changed meanwhile.
      invalidatesTags: (_answer, _error, change) => [...keyChanged(change), 'Dashboard', 'AccountStats', 'RefundRequests'],
      // Above the approval threshold it is a request: the waiting list waits for it to be read.
      async onQueryStarted(_change, { queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer?.data.data.status === 'awaiting-approval') noteRefundRequestPosition(answer.data.position);
      },
    }),
    replaceKey: build.mutation<ReplacementAnswer, KeyChange>({
      queryFn: writeThenReadOrders<ReplacementAnswer>(keyChangeRequest('refund/replace', 'oldKey')),
      // The replacement comes from the game's stock.
      invalidatesTags: (_answer, _error, change) => [...keyChanged(change), { type: 'Game', id: change.gameId }, { type: 'Games', id: 'LIST' }],
    }),

    // Support tickets (the reply is shared with the customer's page: shared/tickets/tickets-api.ts).
    getAllTickets: build.query<TicketsPage, TicketsQuery>({
      query: (params) => ({ url: 'ticket/all', params: { ...params, ...ticketListPosition() } }),
      providesTags: (page) => [TICKET_LIST, ...(page?.tickets ?? []).map((ticket) => ({ type: 'Tickets' as const, id: ticket._id }))],
    }),
    setTicketStatus: build.mutation<TicketAnswer, { ticketId: string; status: TicketStatus }>({
      query: ({ ticketId, status }) => ({ url: `ticket/${encodeURIComponent(ticketId)}/status`, method: 'PATCH', body: { status } }),
      onQueryStarted: showTicketAnswer(),
      // A ticket about an order is on the order's timeline too.
      invalidatesTags: (answer) => (answer ? [TICKET_LIST, 'OrderHistory'] : []),
    }),

    // Promo codes.
    getPromoCodes: build.query<PromoListAnswer, void>({
      query: () => 'promo',
      providesTags: ['Promo'],
    }),
    createPromoCode: build.mutation<PromoChangeAnswer, NewPromoCode>({
      query: ({ maxUses, ...promo }) => ({ url: 'promo/create', method: 'POST', body: { ...promo, maxUses: maxUses.trim() || null } }),
      invalidatesTags: ['Promo'],
    }),
    deletePromoCode: build.mutation<PromoChangeAnswer, string>({
      query: (code) => ({ url: `promo/${encodeURIComponent(code)}`, method: 'DELETE' }),
      invalidatesTags: ['Promo'],
    }),
  }),
});

export const {
  useGetHealthQuery,
  useGetGameCountQuery,
  useGetOrderCountQuery,
  useGetRevenueQuery,
  useGetWeeklySalesQuery,
  useGetUserCountQuery,
  useGetRecentOrdersQuery,
  useGetListedGamesQuery,
  useSearchListedGamesQuery,
  useGetListedGameQuery,
  useSearchGameDatabaseQuery,
  useAddGameMutation,
  useUpdateGameMutation,
  useSetDiscountMutation,
  useSetFeaturedMutation,
  useRemoveGameMutation,
  useGetGameKeysQuery,
  useShowGameKeyMutation,
  useExportGameKeysMutation,
  useGetOrdersQuery,
  useLazyGetOrdersQuery,
  useGetOrderDetailsQuery,
  useLazyGetOrderDetailsQuery,
  useGetOrderHistoryQuery,
  useRefundKeyMutation,
  useReplaceKeyMutation,
  useGetAllTicketsQuery,
  useSetTicketStatusMutation,
  useGetPromoCodesQuery,
  useCreatePromoCodeMutation,
  useDeletePromoCodeMutation,
} = adminApi;
