/** The signed-in user's pages, as the account menu and the mobile menu list them. */
export const ACCOUNT_LINKS = {
  cart: { to: '/cart', label: 'Cart' },
  inventory: { to: '/inventory', label: 'Inventory' },
  wishlist: { to: '/wishlist', label: 'Wishlist' },
  support: { to: '/support', label: 'Customer Support' },
  settings: { to: '/account-settings', label: 'Account settings' },
  signOut: { to: '/logout', label: 'Sign out' },
  login: { to: '/login', label: 'Login' },
} as const;
