/** Every key this app keeps in browser storage, in one place so nothing collides. */
export const STORAGE_KEYS = {
  token: 'keyledger.token',
  user: 'keyledger.user',
  /** Sign-in waiting for its e-mailed code: { email, tempToken } (sessionStorage). */
  pendingTwoFactor: 'keyledger.pending2fa',
  cart: 'keyledger.cart',
  currency: 'keyledger.currency',
  theme: 'keyledger.theme',
  adminSidebarCollapsed: 'keyledger.adminSidebarCollapsed',
} as const;
