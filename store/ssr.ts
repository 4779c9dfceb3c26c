import { configureStore } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from './index';

/**
 * A store for one server render: reducers only, no API middleware, so no cache timer outlives the request.
 * Fill it with `api.util.upsertQueryEntries`; its state becomes the page's initialState.
 */
export function makeServerStore() {
  return configureStore({ reducer: rootReducer });
}

export type ServerStore = ReturnType<typeof makeServerStore>;

export const dehydrate = (store: ServerStore): Partial<RootState> => store.getState();
