import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { pageHydrated } from './actions';
import { api } from './api';
import { dialogSlice } from './dialogSlice';
import { pageSlice } from './pageSlice';
import { sessionSlice } from './sessionSlice';

export const rootReducer = combineSlices(sessionSlice, pageSlice, dialogSlice, api);

export type RootState = ReturnType<typeof rootReducer>;

/** One store per tab in the browser (and per test), filled from the server-rendered page props. */
export function makeStore(initialState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  if (initialState) store.dispatch(pageHydrated(initialState));
  return store;
}

/**
 * A server's store, in getServerSideProps and in the render: reducers only. RTK Query's middleware would keep each
 * hydrated entry for keepUnusedDataFor with a timer, and with it the whole request after it was answered.
 */
export const makeServerStore = (preloadedState?: Partial<RootState>) =>
  configureStore({ reducer: rootReducer, preloadedState });

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
