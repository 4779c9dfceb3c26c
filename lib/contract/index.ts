import type { z } from 'zod';
import { accountOps } from './account';
import { bannerOps } from './banners';
import { catalogueOps } from './catalogue';
import { table } from './common';
import { gameOps } from './games';
import { helpOps } from './help';
import { noteOps } from './notes';
import { noticeOps } from './notices';
import { protectionOps } from './protection';
import { registerOps } from './register';
import { securityOps } from './security';
import { siteOps } from './site';
import { userOps } from './user';
import { walletOps } from './wallet';

export const contract = table(
  ...userOps,
  ...registerOps,
  ...gameOps,
  ...helpOps,
  ...noticeOps,
  ...noteOps,
  ...walletOps,
  ...siteOps,
  ...catalogueOps,
  ...protectionOps,
  ...accountOps,
  ...bannerOps,
  ...securityOps,
);

export type Contract = typeof contract;
export type OpName = keyof Contract;
export type RequestOf<N extends OpName> = z.infer<Contract[N]['request']>;
export type ResponseOf<N extends OpName> = z.output<Contract[N]['response']>;
export type AuthOpName = { [N in OpName]: Contract[N]['auth'] extends true ? N : never }[OpName];

export const opNames = Object.keys(contract) as OpName[];
export const isOpName = (name: string): name is OpName => Object.hasOwn(contract, name);

export { calendarDate, DATE_RANGE, errorCodes, errorResponse, instant, MAX_MONEY, statuses } from './common';
export type { ErrorCode, ErrorResponse, Status } from './common';
export type { Game, SlotCompany, Vendor } from './games';
export type { CatalogueGame, ExtensionFeature, GameKind, GameSort, SearchFacets } from './catalogue';
export {
  extensionFeatures,
  gameKinds,
  gameSorts,
  nameLanguages,
  SEARCH_LIMIT_MAX,
  SEARCH_TEXT_MAX,
  searchFacets,
} from './catalogue';
export type { Bet, WalletLock } from './account';
export type { Banner } from './banners';
export type { HelpItem, PublicHelpItem } from './help';
export type { Note } from './notes';
export type { Notice, Popup } from './notices';
export type { PeriodLimit, Restriction } from './protection';
export { auditActions } from './protection';
export type {
  FooterLink,
  LimitPeriod,
  MessengerApp,
  RealityCheckMinutes,
  RestrictionKind,
  SiteLanguage,
  SiteTheme,
  ThemeColor,
} from './terms';
export {
  BRAND_NAME_FALLBACK,
  DEFAULT_FOOTER_LINKS,
  DEFAULT_SITE_LANGUAGES,
  DEFAULT_THEME,
  footerLinks,
  messengerApps,
  siteLanguages,
  THEME_CONTRAST_PAIRS,
  themeColors,
} from './terms';
export { DEMO_STAKES, OPT_IN_FEATURES, walletKinds } from './terms';
export type { WalletKind } from './terms';
export {
  breakDays,
  exclusionMonths,
  LIMIT_COOLING_OFF_HOURS,
  limitPeriods,
  realityCheckMinutes,
  restrictionKinds,
} from './terms';
export type { SiteSettings } from './site';
export type { Member } from './user';
export type { LoginEntry, LoginMethod, MemberSession } from './security';
export { loginMethods, PASSKEY_NAME_MAX, RECOVERY_CODE_COUNT } from './security';
export type { WalletRequest } from './wallet';
export { requestStatuses, requestStatusOnWire } from './wallet';
export { DEFAULT_CURRENCY, DEFAULT_TIME_ZONE, DEFAULT_WALLET_RULES, isCurrencyCode, isTimeZoneName } from './terms';
export type { WalletRules } from './terms';
