import { ACCOUNT_MESSAGES, MIN_PASSWORD_LENGTH } from './messages';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ProfileErrors {
  username?: string;
  email?: string;
}

export function validateProfile(username: string, email: string): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!username.trim()) errors.username = ACCOUNT_MESSAGES.usernameEmpty;
  if (!EMAIL.test(email.trim())) errors.email = ACCOUNT_MESSAGES.invalidEmail;
  return errors;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The first problem with a password change, in the order the spec lists them, or null. */
export function validatePasswordChange(change: PasswordChange): { field: keyof PasswordChange; message: string } | null {
  if (!change.currentPassword) return { field: 'currentPassword', message: ACCOUNT_MESSAGES.currentPasswordRequired };
  if (change.newPassword !== change.confirmPassword) return { field: 'confirmPassword', message: ACCOUNT_MESSAGES.passwordsDontMatch };
  if (change.newPassword.length < MIN_PASSWORD_LENGTH) return { field: 'newPassword', message: ACCOUNT_MESSAGES.passwordTooShort };
  return null;
}
