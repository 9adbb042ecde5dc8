import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { SessionRestorer } from '../../features/auth/components/SessionRestorer';
import { ScrollToTop } from './ScrollToTop';

// Loaded right after the first render, off the critical path: toasts follow user actions.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Around every page: start-up session check, scroll reset, toasts, and a bar while a page loads. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <SessionRestorer />
      <ScrollToTop />
      {navigation.state === 'loading' && (
        <LinearProgress aria-label="Loading page" sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (t) => t.zIndex.appBar + 1 }} />
      )}
      <Outlet />
      <Suspense fallback={null}>
        <Toaster position="bottom-right" theme="dark" duration={4000} visibleToasts={3} gap={14} />
      </Suspense>
    </>
  );
}
