/** The two-factor switch's messages (contract: admin/account spec section 8). */
export const TWO_FACTOR_TEXTS = {
  enabled: 'Two-factor authentication enabled successfully',
  disabled: 'Two-factor authentication disabled successfully',
  /** The server refused and said why (its reason goes beneath). */
  toggleFailed: 'Failed to toggle two-factor authentication',
  /** No reason from the server (offline, a crash, a timeout). */
  toggleError: 'An error occurred while updating two-factor authentication',
  label: 'Two-Factor Authentication',
} as const;
