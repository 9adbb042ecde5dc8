import { lazy, Suspense } from 'react';

const MobileStoreListsPanel = lazy(() => import('./MobileStoreListsPanel'));

/** The mobile menu's Genres and Themes (loaded with the drawer, not with the page). */
export function MobileStoreLists() {
  return (
    <Suspense fallback={null}>
      <MobileStoreListsPanel />
    </Suspense>
  );
}
