import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import type { AppStore } from './store';
import type { createAppRouter } from './router';
import { ThemeModeProvider } from './theme/ThemeModeProvider';

interface AppProps {
  store: AppStore;
  router: ReturnType<typeof createAppRouter>;
}

/** Store, theme and router; main.tsx builds the store and router, tests can bring their own. */
export function App({ store, router }: AppProps) {
  return (
    <Provider store={store}>
      <ThemeModeProvider>
        <RouterProvider router={router} />
      </ThemeModeProvider>
    </Provider>
  );
}
