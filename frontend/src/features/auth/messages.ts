/** The sign-in screens' texts (contract: spec sections 4, 5 and 8). */
export const AUTH_MESSAGES = {
  loginSuccess: 'Login Successful',
  loginFailed: 'Login failed. Please try again.',
  completeTwoFactor: 'Complete 2FA to Login',
  registerPending: 'Verification email sent! Please check your inbox.',
  registerFailed: 'Registration failed. Please try again.',
  passwordsDoNotMatch: 'Passwords do not match',
  codeSent: 'Verification code sent to your email',
  codeSendFailed: 'Failed to send verification code',
  twoFactorSuccess: 'Two-factor authentication successful',
  twoFactorFailed: 'Verification failed. Please try again.',
  enterSixDigits: 'Please enter the 6-digit verification code from your email',
  verifying: 'Verifying your email...',
  verified: 'Email verified successfully!',
  invalidLink: 'Invalid or expired verification link.',
} as const;

/** Two-factor code: 6 digits, valid 300 s, a new one may be asked for after 30 s. */
export const CODE_LENGTH = 6;
export const CODE_LIFETIME_SECONDS = 300;
export const RESEND_AFTER_SECONDS = 30;
/** Seconds before the verified-e-mail page moves on to /login. */
export const VERIFIED_REDIRECT_SECONDS = 5;
