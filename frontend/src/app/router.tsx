import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { Permission } from '../shared/session/session-user';
import { PageLoader } from '../shared/ui/PageLoader';
import { GuestOnly } from './guards/GuestOnly';
import { RequirePermission } from './guards/RequirePermission';
import { RequireStaff } from './guards/RequireStaff';
import { RequireAuth } from './guards/RequireAuth';
import { lazyPage } from './lazy-page';
import { RootLayout } from './layout/RootLayout';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteErrorPage } from './pages/RouteErrorPage';

const auth = {
  login: lazyPage(() => import('../features/auth/routes/LoginPage'), (m) => m.LoginPage),
  register: lazyPage(() => import('../features/auth/routes/RegisterPage'), (m) => m.RegisterPage),
  twoFactor: lazyPage(() => import('../features/auth/routes/TwoFactorPage'), (m) => m.TwoFactorPage),
  verifyEmail: lazyPage(() => import('../features/auth/routes/VerifyEmailPage'), (m) => m.VerifyEmailPage),
  logout: lazyPage(() => import('../features/auth/routes/LogoutPage'), (m) => m.LogoutPage),
};
const account = {
  settings: lazyPage(() => import('../features/account/routes/AccountSettingsPage'), (m) => m.AccountSettingsPage),
  profile: lazyPage(() => import('../features/account/routes/ProfilePage'), (m) => m.ProfilePage),
  notifications: lazyPage(() => import('../features/account/routes/NotificationsPage'), (m) => m.NotificationsPage),
};
const store = {
  home: lazyPage(() => import('../features/home/routes/HomePage'), (m) => m.HomePage),
  explore: lazyPage(() => import('../features/explore/routes/ExplorePage'), (m) => m.ExplorePage),
  game: lazyPage(() => import('../features/game-page/routes/GamePage'), (m) => m.GamePage),
  cart: lazyPage(() => import('../features/cart/routes/CartPage'), (m) => m.CartPage),
  wishlist: lazyPage(() => import('../features/wishlist/routes/WishlistPage'), (m) => m.WishlistPage),
};
const ordering = {
  checkout: lazyPage(() => import('../features/checkout/routes/CheckoutPage'), (m) => m.CheckoutPage),
  inventory: lazyPage(() => import('../features/inventory/routes/InventoryPage'), (m) => m.InventoryPage),
};
const support = lazyPage(() => import('../features/support/routes/SupportPage'), (m) => m.SupportPage);
const admin = {
  dashboard: lazyPage(() => import('../features/admin/routes/AdminDashboardPage'), (m) => m.AdminDashboardPage),
  addGame: lazyPage(() => import('../features/admin/routes/AddGamePage'), (m) => m.AddGamePage),
  storeGames: lazyPage(() => import('../features/admin/routes/StoreGamesPage'), (m) => m.StoreGamesPage),
  purchases: lazyPage(() => import('../features/admin/routes/PurchasesPage'), (m) => m.PurchasesPage),
  users: lazyPage(() => import('../features/admin/routes/UsersPage'), (m) => m.UsersPage),
  account: lazyPage(() => import('../features/admin/routes/UserAccountPage'), (m) => m.UserAccountPage),
  settings: lazyPage(() => import('../features/admin/routes/AdminSettingsPage'), (m) => m.AdminSettingsPage),
  help: lazyPage(() => import('../features/admin/routes/HelpCenterPage'), (m) => m.HelpCenterPage),
  promoCodes: lazyPage(() => import('../features/admin/routes/PromoCodesPage'), (m) => m.PromoCodesPage),
  customerSupport: lazyPage(() => import('../features/admin/routes/CustomerSupportPage'), (m) => m.CustomerSupportPage),
  finance: lazyPage(() => import('../features/admin/routes/FinancePage'), (m) => m.FinancePage),
};
// Each area's frame is loaded with its first page (the router loads both at once): the admin area's
// sidebar, drawer and tooltips never on the storefront, the storefront's header and footer never in /admin.
const adminLayout = lazyPage(() => import('./layout/AdminLayout'), (m) => m.AdminLayout);
const publicLayout = lazyPage(() => import('./layout/PublicLayout'), (m) => m.PublicLayout);
// A signed-out visitor's prompt on one admin page: not worth a place in the app's first script.
const AdminSupportSignedOut = lazy(() => import('./pages/AdminSupportSignedOut').then((m) => ({ default: m.AdminSupportSignedOut })));
const legal = {
  terms: lazyPage(() => import('../features/legal/routes/TermsPage'), (m) => m.TermsPage),
  privacy: lazyPage(() => import('../features/legal/routes/PrivacyPage'), (m) => m.PrivacyPage),
  contact: lazyPage(() => import('../features/legal/routes/ContactPage'), (m) => m.ContactPage),
};

/** An admin page open to the accounts with this permission (the index page when no path is given). */
const gated = (permission: Permission, page: RouteObject['lazy'], path?: string): RouteObject => ({
  element: <RequirePermission permission={permission} />,
  children: [path ? { path, lazy: page } : { index: true, lazy: page }],
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { path: 'logout', lazy: auth.logout },
      { path: 'dev/mailbox', lazy: lazyPage(() => import('../features/dev-mailbox/routes/DevMailboxPage'), (m) => m.DevMailboxPage) },
      {
        // The support desk's spec shows signed-out visitors its own prompt instead of /login.
        path: 'admin/customer-support',
        element: (
          <RequireStaff
            signedOut={
              <Suspense fallback={<PageLoader />}>
                <AdminSupportSignedOut />
              </Suspense>
            }
          />
        ),
        children: [{ lazy: adminLayout, children: [gated('tickets', admin.customerSupport)] }],
      },
      {
        // Any staff account; each page inside asks for its own permission (issue 35).
        path: 'admin',
        element: <RequireStaff />,
        children: [
          {
            lazy: adminLayout,
            children: [
              gated('dashboard', admin.dashboard),
              gated('finance-reports', admin.finance, 'finance'),
              gated('catalogue', admin.addGame, 'add-a-game'),
              gated('catalogue', admin.storeGames, 'view-games'),
              gated('purchases.read', admin.purchases, 'purchases'),
              gated('staff-management', admin.users, 'users'),
              gated('staff-management', admin.account, 'users/:id'),
              gated('dashboard', admin.settings, 'settings'),
              gated('dashboard', admin.help, 'help'),
              gated('promo-codes', admin.promoCodes, 'promo-codes'),
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
      {
        lazy: publicLayout,
        children: [
          { index: true, lazy: store.home },
          { path: 'explore', lazy: store.explore },
          { path: 'explore/genres/:genreId/:slug?', lazy: store.explore },
          { path: 'explore/themes/:themeId/:slug?', lazy: store.explore },
          { path: 'games/:id/:slug?', lazy: store.game },
          { path: 'cart', lazy: store.cart },
          { path: 'wishlist', lazy: store.wishlist },
          // Signed-in page that explains itself when signed out ('Authentication Required').
          { path: 'inventory', lazy: ordering.inventory },
          // Signed-in page that explains itself when signed out ('Login to Continue').
          { path: 'support', lazy: support },
          // Signed-in page with its own prompt in the account document ('Please log in to access account settings').
          { path: 'account-settings', lazy: account.settings },
          {
            element: <GuestOnly />,
            children: [
              { path: 'login', lazy: auth.login },
              { path: 'register', lazy: auth.register },
            ],
          },
          { path: 'two-factor-auth', lazy: auth.twoFactor },
          { path: 'auth/verify-email/:token', lazy: auth.verifyEmail },
          {
            element: <RequireAuth />,
            children: [
              { path: 'profile', lazy: account.profile },
              { path: 'notifications', lazy: account.notifications },
              { path: 'checkout', lazy: ordering.checkout },
              { path: 'payment-methods', element: <Navigate to="/account-settings?section=payment-methods" replace /> },
              { path: 'settings', element: <Navigate to="/account-settings" replace /> },
            ],
          },
          { path: 'terms', lazy: legal.terms },
          { path: 'privacy', lazy: legal.privacy },
          { path: 'contact', lazy: legal.contact },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
