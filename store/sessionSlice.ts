import { createSlice } from '@reduxjs/toolkit';
import { pageHydrated } from './actions';

export interface SessionState {
  /** null while next-auth is still loading the session; then true or false. */
  loggedOut: boolean | null;
}

const initialState: SessionState = { loggedOut: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionLoaded(state, action: { payload: { authenticated: boolean } }) {
      state.loggedOut = !action.payload.authenticated;
    },
    sessionEnded(state) {
      state.loggedOut = true;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(pageHydrated, (state, action) => {
      const incoming = action.payload.session as SessionState | undefined;
      return incoming ?? state;
    });
  },
  selectors: {
    selectLoggedOut: (state) => state.loggedOut,
  },
});

export const { sessionLoaded, sessionEnded } = sessionSlice.actions;
export const { selectLoggedOut } = sessionSlice.selectors;
