import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  DEFAULT_BANKS,
  DEFAULT_PHONE_REGION,
  DEFAULT_CURRENCY,
  DEFAULT_FOOTER_LINKS,
  DEFAULT_SITE_LANGUAGES,
  DEFAULT_THEME,
  DEFAULT_TIME_ZONE,
  DEFAULT_WALLET_RULES,
  extensionFeatures,
  type ExtensionFeature,
} from '@/lib/contract/terms';
import type { Market, Site } from '@/lib/site';
import { pageHydrated } from './actions';

export interface PageState {
  /** Operations whose server-side load failed for this page: their sections show a "temporarily unavailable" notice. */
  failed: string[];
  /** The server's year for the footer: a browser clock in another year would not match the server's HTML. */
  year?: number;
  /** The extension features the operator's backend offers (get-site-config); none when it lacks the operation. */
  features?: ExtensionFeature[];
  /** The host's brand, theme, languages and links (lib/site), resolved on the server. */
  site?: Site;
  /** The site's colours as a CSS rule (styles/siteTheme), made on the server so the browser gets no colour code. */
  themeCss?: string;
}

/** Korea in won with today's wallet rules: the market of a site that names none. */
export const BASE_MARKET: Market = {
  currency: DEFAULT_CURRENCY,
  timeZone: DEFAULT_TIME_ZONE,
  wallet: { ...DEFAULT_WALLET_RULES, quickAmounts: [...DEFAULT_WALLET_RULES.quickAmounts] },
  phoneRegion: DEFAULT_PHONE_REGION,
  banks: [...DEFAULT_BANKS],
};

/** Today's site, for a page without a server render (and tests): lib/site's defaults would bring zod to the browser. */
export const BASE_SITE: Site = {
  names: {},
  logoUrl: null,
  faviconUrl: null,
  theme: { ...DEFAULT_THEME },
  languages: [...DEFAULT_SITE_LANGUAGES],
  defaultLanguage: 'ko',
  links: { ...DEFAULT_FOOTER_LINKS },
  support: { email: null, messenger: null },
  market: BASE_MARKET,
};

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
    siteConfigured(state, action: PayloadAction<{ features: readonly string[]; site?: Site; themeCss?: string }>) {
      state.features = extensionFeatures.filter((feature) => action.payload.features.includes(feature));
      if (action.payload.site) state.site = action.payload.site;
      if (action.payload.themeCss) state.themeCss = action.payload.themeCss;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(pageHydrated, (_state, action) => (action.payload.page as PageState | undefined) ?? initialState);
  },
  selectors: {
    selectPageDataFailed: (state, op: string) => state.failed.includes(op),
    selectRenderedYear: (state) => state.year,
    selectHasFeature: (state, feature: ExtensionFeature) => state.features?.includes(feature) ?? false,
    selectSite: (state): Site => state.site ?? BASE_SITE,
    selectMarket: (state): Market => state.site?.market ?? BASE_MARKET,
    selectThemeCss: (state) => state.themeCss ?? '',
  },
});

export const { pageDataFailed, pageRendered, siteConfigured } = pageSlice.actions;
export const { selectHasFeature, selectMarket, selectPageDataFailed, selectRenderedYear, selectSite, selectThemeCss } =
  pageSlice.selectors;
