import { configureStore, createAction } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

export interface Greeting {
  /** When the server said hello, an ISO instant. */
  at: string;
}

export const hydrated = createAction<Record<string, unknown>>('page/hydrated');

// One RTK Query slice with one endpoint, hydrated from the page's props, as the portal's store/api.ts.
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api', timeout: 20_000 }),
  extractRehydrationInfo(action, { reducerPath }) {
    if (hydrated.match(action)) return action.payload[reducerPath] as never;
  },
  endpoints: (build) => ({
    greeting: build.query<Greeting, void>({ query: () => 'greeting' }),
  }),
});

export const { useGreetingQuery } = api;

/** The browser's store, with RTK Query's middleware, filled from the server-rendered state. */
export function makeStore(initialState?: Record<string, unknown>) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  if (initialState) store.dispatch(hydrated(initialState));
  return store;
}

/** The server's store: reducers only, as the portal's makeServerStore. */
export const makeServerStore = () => configureStore({ reducer: { [api.reducerPath]: api.reducer } });
