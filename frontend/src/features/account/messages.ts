/** Account screens' texts (contract: admin/account spec sections 5 and 8). */
export const ACCOUNT_MESSAGES = {
  usernameEmpty: 'Username cannot be empty',
  invalidEmail: 'Please enter a valid email address',
  profileUpdated: 'Profile updated successfully',
  confirmNewEmail: (email: string) => `Open the link we sent to ${email} to start using it.`,
  profileUpdateFailed: 'Failed to update profile',
  profileUpdateError: 'An error occurred while updating your profile',
  currentPasswordRequired: 'Current password is required',
  passwordsDontMatch: "New passwords don't match",
  passwordTooShort: 'Password must be at least 8 characters',
  passwordChanged: 'Password changed successfully',
  passwordChangeFailed: 'Failed to change password',
  passwordChangeError: 'An error occurred while changing your password',
  signedOut: 'Please log in to access account settings',
} as const;

export const MIN_PASSWORD_LENGTH = 8;
/** The profile toasts stay 3 s (spec: "The profile toast disappears after 3 s"). */
export const PROFILE_TOAST_MS = 3000;

/** The account's figures from the server (games owned, wishlist items, total spending). */
export const ACCOUNT_FIGURE_TEXTS = {
  loading: 'Loading',
  failed: 'Not available right now',
} as const;
