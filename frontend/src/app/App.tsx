import { CacheProvider } from '@emotion/react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import type { AppStore } from './store';
import type { createAppRouter } from './router';
import { emotionCache } from './theme/emotion-cache';
import { ThemeModeProvider } from './theme/ThemeModeProvider';

interface AppProps {
  store: AppStore;
  router: ReturnType<typeof createAppRouter>;
}

/** Store, styles, theme and router; main.tsx builds the store and router, tests can bring their own. */
export function App({ store, router }: AppProps) {
  return (
    <Provider store={store}>
      <CacheProvider value={emotionCache}>
        <ThemeModeProvider>
          <RouterProvider router={router} />
        </ThemeModeProvider>
      </CacheProvider>
    </Provider>
  );
}
