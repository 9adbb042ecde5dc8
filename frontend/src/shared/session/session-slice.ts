import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readToken } from './session-storage';
import type { SessionUser } from './session-user';

/**
 * 'checking' while a stored token is being verified at start-up (guards wait), then 'ready'.
 * The token itself stays in storage, where the HTTP layer reads it; the state holds the user.
 */
export interface SessionState {
  user: SessionUser | null;
  status: 'checking' | 'ready';
}

export const initialSessionState = (): SessionState => ({ user: null, status: readToken() ? 'checking' : 'ready' });

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    signedIn(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
      state.status = 'ready';
    },
    userUpdated(state, action: PayloadAction<Partial<SessionUser>>) {
      if (state.user) state.user = { ...state.user, ...action.payload };
    },
    signedOut(state) {
      state.user = null;
      state.status = 'ready';
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectSessionStatus: (state) => state.status,
  },
});

export const { signedIn, userUpdated, signedOut } = sessionSlice.actions;
export const { selectUser, selectSessionStatus } = sessionSlice.selectors;
