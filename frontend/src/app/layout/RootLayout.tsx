import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { ScrollToTop } from './ScrollToTop';

// Loaded right after the first render, off the critical path: toasts follow user actions.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));
// The start-up session check brings the API client (RTK Query), which the first page loads anyway.
const SessionRestorer = lazy(() => import('../../features/auth/components/SessionRestorer').then((m) => ({ default: m.SessionRestorer })));
// Shown only while a later page loads: fetched after the first render, before any navigation.
const loadProgressBar = () => import('@mui/material/LinearProgress');
const LinearProgress = lazy(loadProgressBar);

/** Around every page: start-up session check, scroll reset, toasts, and a bar while a page loads. */
export function RootLayout() {
  const navigation = useNavigation();
  useEffect(() => {
    void loadProgressBar();
  }, []);
  return (
    <>
      <Suspense fallback={null}>
        <SessionRestorer />
      </Suspense>
      <ScrollToTop />
      {navigation.state === 'loading' && (
        <Suspense fallback={null}>
          <LinearProgress aria-label="Loading page" sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (t) => t.zIndex.appBar + 1 }} />
        </Suspense>
      )}
      <Outlet />
      <Suspense fallback={null}>
        <Toaster position="bottom-right" theme="dark" duration={4000} visibleToasts={3} gap={14} />
      </Suspense>
    </>
  );
}
