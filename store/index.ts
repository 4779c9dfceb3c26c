import { combineSlices, configureStore, createDynamicMiddleware, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { pageHydrated } from './actions';
import type { api } from './api';
import { pageSlice } from './pageSlice';
import { sessionSlice } from './sessionSlice';

type ApiSlice = typeof api;
type ApiState = ReturnType<ApiSlice['reducer']>;

/**
 * The API slice's state as the server rendered it, kept (and merged page by page) until the slice's own code is there:
 * RTK Query loads right after hydration in the browser, so it is not in the first-load JavaScript.
 */
function serverRenderedApi(state: ApiState | undefined, action: UnknownAction): ApiState {
  const current = state ?? ({ queries: {} } as unknown as ApiState);
  if (!pageHydrated.match(action)) return current;
  const next = action.payload.api as ApiState | undefined;
  return next ? { ...current, ...next, queries: { ...current.queries, ...next.queries } } : current;
}

export const rootReducer = combineSlices(sessionSlice, pageSlice, { api: serverRenderedApi });

export type RootState = ReturnType<typeof rootReducer>;

const apiMiddleware: Middleware[] = [];
const browserStores: Array<(middleware: Middleware) => void> = [];

/** Called once by store/api.ts when it loads (at start on the server, after hydration in the browser). */
export function attachApiSlice(slice: ApiSlice) {
  rootReducer.inject(slice, { overrideExisting: true });
  apiMiddleware.push(slice.middleware);
  for (const add of browserStores) add(slice.middleware);
}

/** One store per request on the server and one per tab in the browser, filled from page props. */
export function makeStore(initialState?: Partial<RootState>) {
  const dynamic = createDynamicMiddleware();
  for (const middleware of apiMiddleware) dynamic.addMiddleware(middleware);
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(dynamic.middleware),
  });
  if (typeof window !== 'undefined') browserStores.push((middleware) => dynamic.addMiddleware(middleware));
  if (initialState) store.dispatch(pageHydrated(initialState));
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
