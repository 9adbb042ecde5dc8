/** The Your Data section's Delete my account (issue 36: GDPR erasure, asked by the customer). */
export const ACCOUNT_DELETION_TEXTS = {
  heading: 'Delete my account',
  explanation: 'Erase your account and the personal data the store holds about you. Download your data first if you want a copy.',
  open: 'Delete my account',
  title: 'Delete my account',
  cannotBeUndone: 'This cannot be undone.',
  erased: 'Erased: your profile, your e-mail address, the text of your support tickets and the mail we sent you.',
  kept: 'Kept for the store’s accounts, without your name: your orders, refunds and wallet movements.',
  keys: 'The game keys in your inventory become unreachable. Reveal and copy any key you still need before you delete your account.',
  password: 'Password',
  passwordHint: 'Your password, to confirm it is you',
  passwordRequired: 'Password is required',
  cancel: 'Cancel',
  confirm: 'Delete my account',
  deleting: 'Deleting your account',
  refusedNoReason: 'An error occurred while deleting your account. Please try again.',
  deleted: 'Your account was deleted',
} as const;
