import type { Locator, Page } from 'playwright-core';

export interface ShopperPage {
  path: string;
  /** What shows once the page has its data (its loading states are not what is checked). */
  ready(page: Page): Locator;
  /** Signed in, signed out, or both (the default). */
  only?: 'signed-in' | 'signed-out';
}

const testId = (id: string) => (page: Page) => page.getByTestId(id).first();
const text = (value: string) => (page: Page) => page.getByText(value, { exact: true }).first();
const heading = (name: string) => (page: Page) => page.getByRole('heading', { name, exact: true }).first();

/** Every page of the shopper document (000) and the account pages of 001 a shopper reaches. */
export function shopperPages(gamePath: string): ShopperPage[] {
  return [
    { path: '/', ready: (page) => page.getByTestId('home-genres').getByTestId('game-card').first() },
    { path: '/explore', ready: (page) => page.getByTestId('explore-results').getByTestId('game-card').first() },
    { path: '/explore/genres/5/shooter', ready: (page) => page.getByTestId('explore-results').getByTestId('game-card').first() },
    { path: '/explore/themes/19/horror', ready: (page) => page.getByTestId('explore-results').getByTestId('game-card').first() },
    { path: gamePath, ready: testId('hero-price') },
    { path: '/cart', ready: testId('cart-line') },
    { path: '/wishlist', ready: testId('wishlist-card'), only: 'signed-in' },
    { path: '/wishlist', ready: text('Please log in to view your wishlist'), only: 'signed-out' },
    { path: '/checkout', ready: testId('checkout-total'), only: 'signed-in' },
    { path: '/inventory', ready: testId('inventory-game'), only: 'signed-in' },
    { path: '/inventory', ready: text('Authentication Required'), only: 'signed-out' },
    { path: '/profile', ready: testId('stat-games-owned'), only: 'signed-in' },
    { path: '/account-settings', ready: testId('wallet-statement'), only: 'signed-in' },
    { path: '/notifications', ready: heading('Notifications'), only: 'signed-in' },
    { path: '/support', ready: testId('tickets-empty'), only: 'signed-in' },
    { path: '/support', ready: text('Login to Continue'), only: 'signed-out' },
    { path: '/login', ready: (page) => page.getByRole('button', { name: 'Login', exact: true }), only: 'signed-out' },
    { path: '/register', ready: (page) => page.getByRole('textbox', { name: 'Confirm Password', exact: true }), only: 'signed-out' },
    { path: '/terms', ready: heading('Terms of Service') },
    { path: '/privacy', ready: heading('Privacy Policy') },
    { path: '/contact', ready: heading('Contact') },
    { path: '/no-such-page', ready: text('404 Page Not Found') },
  ];
}

/** The admin area's pages (signed in as an admin), each ready once its heading shows. */
export const ADMIN_PAGES = ['/admin', '/admin/finance', '/admin/add-a-game', '/admin/view-games', '/admin/purchases', '/admin/users', '/admin/settings', '/admin/help', '/admin/promo-codes', '/admin/customer-support'];
