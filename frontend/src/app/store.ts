import { configureStore } from '@reduxjs/toolkit';
import { lateMiddleware, rootReducer } from '../shared/store/lazy-api-slot';

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Builds a store; tests pass a preloaded state (a signed-in user...). The RTK Query API joins it
 * when its module is first loaded (shared/store/lazy-api-slot.ts).
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(lateMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
