import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { pageHydrated } from './actions';

export interface PageState {
  /** Operations whose server-side load failed for this page: their sections show a "temporarily unavailable" notice. */
  failed: string[];
}

const initialState: PageState = { failed: [] };

export const pageSlice = createSlice({
  name: 'page',
  initialState,
  reducers: {
    pageDataFailed(state, action: PayloadAction<string>) {
      if (!state.failed.includes(action.payload)) state.failed.push(action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(pageHydrated, (_state, action) => (action.payload.page as PageState | undefined) ?? initialState);
  },
  selectors: {
    selectPageDataFailed: (state, op: string) => state.failed.includes(op),
  },
});

export const { pageDataFailed } = pageSlice.actions;
export const { selectPageDataFailed } = pageSlice.selectors;
