import { combineSlices, createDynamicMiddleware, type WithSlice } from '@reduxjs/toolkit';
import type { baseApi } from '../api/base-api';
import { sessionSlice } from '../session/session-slice';

/**
 * The store's reducer, with a place for the RTK Query API's cache, and a middleware slot. The API
 * plugs itself into both when its module loads (shared/api/base-api.ts), so RTK Query comes with
 * the first code that fetches (the start-up session check, the first page) rather than in the
 * app's first script, which only needs the session to draw the frame.
 */
export const rootReducer = combineSlices(sessionSlice).withLazyLoadedSlices<WithSlice<typeof baseApi>>();

export const lateMiddleware = createDynamicMiddleware();
