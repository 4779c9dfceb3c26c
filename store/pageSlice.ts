import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { extensionFeatures, type ExtensionFeature } from '@/lib/contract/terms';
import { pageHydrated } from './actions';

export interface PageState {
  /** Operations whose server-side load failed for this page: their sections show a "temporarily unavailable" notice. */
  failed: string[];
  /** The server's year for the footer: a browser clock in another year would not match the server's HTML. */
  year?: number;
  /** The extension features the operator's backend offers (get-site-config); none when it lacks the operation. */
  features?: ExtensionFeature[];
}

const initialState: PageState = { failed: [] };

/** The year a server render writes into its page (PageState.year). */
export const serverYear = () => new Date().getFullYear();

export const pageSlice = createSlice({
  name: 'page',
  initialState,
  reducers: {
    pageDataFailed(state, action: PayloadAction<string>) {
      if (!state.failed.includes(action.payload)) state.failed.push(action.payload);
    },
    pageRendered(state, action: PayloadAction<{ year: number }>) {
      state.year = action.payload.year;
    },
    siteConfigured(state, action: PayloadAction<{ features: readonly string[] }>) {
      state.features = extensionFeatures.filter((feature) => action.payload.features.includes(feature));
    },
  },
  extraReducers: (builder) => {
    builder.addCase(pageHydrated, (_state, action) => (action.payload.page as PageState | undefined) ?? initialState);
  },
  selectors: {
    selectPageDataFailed: (state, op: string) => state.failed.includes(op),
    selectRenderedYear: (state) => state.year,
    selectHasFeature: (state, feature: ExtensionFeature) => state.features?.includes(feature) ?? false,
  },
});

export const { pageDataFailed, pageRendered, siteConfigured } = pageSlice.actions;
export const { selectHasFeature, selectPageDataFailed, selectRenderedYear } = pageSlice.selectors;
