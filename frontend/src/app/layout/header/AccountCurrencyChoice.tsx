import { lazy, Suspense } from 'react';

const AccountCurrencyPanel = lazy(() => import('./AccountCurrencyPanel'));

/** The currency choice inside the account menus (loaded with the menu, not with the page). */
export function AccountCurrencyChoice() {
  return (
    <Suspense fallback={null}>
      <AccountCurrencyPanel />
    </Suspense>
  );
}
