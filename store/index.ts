import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { pageHydrated } from './actions';
import { api } from './api';
import { pageSlice } from './pageSlice';
import { sessionSlice } from './sessionSlice';

export const rootReducer = combineSlices(api, sessionSlice, pageSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** One store per request on the server and one per tab in the browser, filled from page props. */
export function makeStore(initialState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  if (initialState) store.dispatch(pageHydrated(initialState));
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
