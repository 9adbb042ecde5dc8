/**
 * The admin Settings page's words. It offers only what the store does: the admin's own two-factor
 * sign-in (the server's switch) and this browser's colour scheme. What the old screen kept in the
 * browser and the store never honoured (IP restriction, session timeout, password expiry, API keys,
 * webhooks, notification switches, store name...) is named as not available instead of offered.
 */
export const SETTINGS_TEXTS = {
  subtitle: 'What you can set here, and what this store does not offer',
  notAvailable: 'Not available in this store',
  general: {
    title: 'General',
    intro: 'Dark Mode (at the top of this page) is kept in this browser.',
    notAvailable: ['Store name and contact e-mail', 'Store currency: prices are kept in US dollars', 'Store language and time zone'],
  },
  notifications: {
    title: 'Notifications',
    intro:
      "The store e-mails shoppers what concerns them (address verification, sign-in codes, order confirmations, replies to their tickets); these are always sent. It sends admins no alerts.",
    notAvailable: ['Admin e-mail notifications', 'Sales alerts', 'Low inventory alerts', 'New user registration alerts', 'System update alerts'],
  },
  security: {
    title: 'Security',
    twoFactorIntro: (email: string) => `Your own sign-in: when it is on, each login to this admin account also asks for a 6-digit code e-mailed to ${email}.`,
    sessions: 'A sign-in lasts 24 hours, or 30 days with Remember me; this is fixed, not a setting.',
    notAvailable: ['IP restriction (allowed IPs)', 'Session timeout', 'Password expiry'],
  },
  api: {
    title: 'API',
    intro: 'The API is always on at /api/v1; callers sign in and send their session token. Too many requests are answered 429 with Retry-After: rate limiting is always on.',
    document: 'The OpenAPI document describes every route',
    notAvailable: ['API keys (and regenerating them)', 'Webhooks', 'Turning the API or rate limiting off'],
  },
} as const;
