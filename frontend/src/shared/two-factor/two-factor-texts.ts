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

/** The set-up step a staff account without two-factor sign-in is taken through before any admin page (issue 35). */
export const STAFF_TWO_FACTOR_TEXTS = {
  title: 'Turn on two-factor sign-in',
  why: 'Staff accounts sign in with a code sent by e-mail as well as their password, so that a stolen password alone cannot open the admin area.',
  where: (email: string) => `From the next sign-in, a 6-digit code is sent to ${email}.`,
  turnOn: 'Turn on two-factor sign-in',
  turningOn: 'Turning on…',
  done: 'Two-factor sign-in is on. Continuing…',
  signOut: 'Sign out instead',
} as const;
