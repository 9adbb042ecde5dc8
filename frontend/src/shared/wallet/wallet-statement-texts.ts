/** A wallet statement's words (the profile's and the users page's). */
export const WALLET_STATEMENT_TEXTS = {
  title: 'Wallet statement',
  empty: 'No wallet activity yet: credits, payments and refunds will be listed here.',
  loadFailed: 'The wallet statement could not be loaded.',
  loading: 'Loading the wallet statement',
  newestFirst: 'Newest first',
} as const;
