import { baseApi } from '../../shared/api/base-api';

export interface DevMail {
  id: number | string;
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

export const devMailboxApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    devMailbox: build.query<{ messages: DevMail[] }, void>({
      query: () => 'dev/mailbox',
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useDevMailboxQuery } = devMailboxApi;
