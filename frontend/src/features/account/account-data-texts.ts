/** The Your Data section of account settings (issue 36: the account's data as a JSON file). */
export const ACCOUNT_DATA_TEXTS = {
  navLabel: 'Your Data',
  title: 'Your Data',
  explanation:
    'Download a JSON file of everything the store holds about your account: your profile, your orders with their keys (masked; a key itself stays in your inventory), your wallet statement, your wishlist and your support tickets.',
  download: 'Download my data',
  downloading: 'Preparing your file',
  failed: 'Failed to download your data',
  failedNoReason: 'An error occurred while downloading your data. Please try again.',
} as const;

/** The file's name when the server's answer gives none (it names it keyledger-account-<id>.json). */
export const accountDataFallbackName = (userId: string) => `keyledger-account-${userId}.json`;
