import { baseApi } from '../../shared/api/base-api';
import { idempotencyHeader } from '../../shared/api/idempotency';
import type { AccountAnswer, AccountsPage, AccountsQuery, Erasure, ErasureAnswer, RoleChange, RoleChangeAnswer, WalletAdjustment, WalletAdjustmentAnswer } from './users-types';

const ACCOUNTS = { type: 'Users' as const, id: 'LIST' };
const account = (id: string) => ({ type: 'Users' as const, id });

/** The staff and customer page: accounts searched by e-mail, one account, its role and its wallet changed and a customer erased with a reason. */
export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchAccounts: build.query<AccountsPage, AccountsQuery>({
      query: (params) => ({ url: 'users/search', params }),
      providesTags: (page) => [ACCOUNTS, ...(page?.users ?? []).map((user) => account(user.id))],
    }),
    getAccount: build.query<AccountAnswer, string>({
      query: (userId) => `users/${encodeURIComponent(userId)}`,
      providesTags: (_answer, _error, userId) => [account(userId)],
    }),
    changeRole: build.mutation<RoleChangeAnswer, RoleChange>({
      query: ({ userId, role, reason }) => ({ url: `users/${encodeURIComponent(userId)}/role`, method: 'PATCH', body: { role, reason } }),
      invalidatesTags: (answer, _error, { userId }) => (answer ? [ACCOUNTS, account(userId)] : []),
    }),
    adjustWallet: build.mutation<WalletAdjustmentAnswer, WalletAdjustment>({
      query: ({ userId, amount, type, reason, idempotencyKey }) => ({
        url: `users/${encodeURIComponent(userId)}/wallet`,
        method: 'PATCH',
        body: { amount, type, reason },
        headers: idempotencyHeader(idempotencyKey),
      }),
      // The balance shows in the search, the account, its statement and the owner's figures.
      invalidatesTags: (answer, _error, { userId }) =>
        answer ? [ACCOUNTS, account(userId), { type: 'WalletHistory', id: userId }, { type: 'AccountStats', id: userId }] : [],
    }),
    eraseCustomer: build.mutation<ErasureAnswer, Erasure>({
      query: ({ userId, reason }) => ({ url: `users/${encodeURIComponent(userId)}/erase`, method: 'POST', body: { reason } }),
      // The account's name and e-mail change in the search and on its page, and the lists that show
      // them: the orders' buyer and the tickets' customer and text.
      invalidatesTags: (answer, _error, { userId }) =>
        answer ? [ACCOUNTS, account(userId), { type: 'Orders', id: 'LIST' }, { type: 'Tickets', id: 'LIST' }] : [],
    }),
  }),
});

export const { useSearchAccountsQuery, useGetAccountQuery, useChangeRoleMutation, useAdjustWalletMutation, useEraseCustomerMutation } = usersApi;
