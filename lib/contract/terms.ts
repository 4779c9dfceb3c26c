// The catalogue's words and limits without zod: the page state and the pages import them, and zod stays out of their chunks.

/**
 * Extensions: operations the operators' existing backends do not have. A backend names the ones it offers in
 * get-site-config's `features`; one that answers 404 to get-site-config offers none, and the portal hides them.
 */
export const extensionFeatures = [
  'game-search',
  'favorite-games',
  'recent-games',
  'player-protection',
  'password-reset',
  'game-wallet',
  'bet-history',
  'wallet-locks',
  'history-delete',
  'change-to-point',
  'banners',
  'public-help',
  'two-factor',
  'passkeys',
  'sessions',
  'member-info',
] as const;
export type ExtensionFeature = (typeof extensionFeatures)[number];
/** Offered only where the operator names them in SITE_FEATURES: not part of the default "all". */
export const OPT_IN_FEATURES: readonly ExtensionFeature[] = ['change-to-point'];

export const walletKinds = ['deposit', 'withdraw'] as const;
export type WalletKind = (typeof walletKinds)[number];
/** The stakes the demo game's spin form offers, in won. */
export const DEMO_STAKES = [100, 500, 1_000, 5_000] as const;

export const gameKinds = ['slot', 'casino', 'sport'] as const;
export type GameKind = (typeof gameKinds)[number];
export const gameSorts = ['popular', 'new', 'az'] as const;
export type GameSort = (typeof gameSorts)[number];
/** The languages a game's name may come in; a missing one falls back to en. */
export const nameLanguages = ['ko', 'en', 'jp', 'vn', 'cn', 'th'] as const;
export const SEARCH_TEXT_MAX = 60;
/** The counts search-games can answer beside a page: per provider (a list as long as the providers) and per tag. */
export const searchFacets = ['companies', 'tags'] as const;
export const SEARCH_LIMIT_MAX = 96;

/* Player protection (lib/contract/protection.ts). */
export const limitPeriods = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];
/** An increase or removal of a deposit limit may be confirmed this long after it was asked for. */
export const LIMIT_COOLING_OFF_HOURS = 24;
/** Reality-check intervals in minutes; 0 is off. */
export const realityCheckMinutes = [0, 15, 30, 60] as const;
export type RealityCheckMinutes = (typeof realityCheckMinutes)[number];
export const breakDays = [1, 7, 30, 42] as const;
export const exclusionMonths = [6, 12, 60] as const;
export const restrictionKinds = ['break', 'exclusion'] as const;
export type RestrictionKind = (typeof restrictionKinds)[number];

/* Per-domain sites (lib/contract/site.ts). */
/** The languages a site may enable: every bundled one. */
export const siteLanguages = nameLanguages;
export type SiteLanguage = (typeof siteLanguages)[number];
/** A site that names no languages offers these (th is bundled but enabled per domain). */
export const DEFAULT_SITE_LANGUAGES: readonly SiteLanguage[] = ['ko', 'en', 'jp', 'vn', 'cn'];
export const BRAND_NAME_FALLBACK: readonly SiteLanguage[] = ['en', 'ko'];
export const BRAND_NAME_MAX = 60;
export const SITE_URL_MAX = 1000;
export const footerLinks = ['terms', 'privacy', 'responsible', 'contact'] as const;
export type FooterLink = (typeof footerLinks)[number];
/** Site paths are without the language prefix: the portal adds the page's. */
export const DEFAULT_FOOTER_LINKS: Readonly<Record<FooterLink, string>> = {
  terms: '/info/terms',
  privacy: '/info/privacy',
  responsible: '/info/responsible',
  contact: '/info/contact',
};
export const messengerApps = ['telegram', 'kakaotalk', 'line', 'whatsapp', 'wechat', 'zalo'] as const;
export type MessengerApp = (typeof messengerApps)[number];
export const themeColors = ['background', 'surface', 'text', 'textMuted', 'accent', 'accentText'] as const;
export type ThemeColor = (typeof themeColors)[number];
export type SiteTheme = Record<ThemeColor, string>;
/** Today's look (styles/theme.ts): what a site without its own colours gets, and what a partial theme is completed with. */
export const DEFAULT_THEME: Readonly<SiteTheme> = {
  background: '#0b1020',
  surface: '#131a2e',
  text: '#eef1f8',
  textMuted: '#a3adc8',
  accent: '#f2c14e',
  accentText: '#1a1300',
};
/** Text colour and the background it is read on; each pair needs WCAG AA contrast (lib/contrast.ts). */
export const THEME_CONTRAST_PAIRS: readonly (readonly [text: ThemeColor, background: ThemeColor])[] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['accent', 'background'],
  ['accent', 'surface'],
  ['accentText', 'accent'],
];

/** A site's market when neither its configuration nor the environment names one: Korea, in won. */
export const DEFAULT_CURRENCY = 'KRW';
export const DEFAULT_TIME_ZONE = 'Asia/Seoul';

/** Banks a Korean player can name; `name` is what the backend stores, `code` picks the label (`banks.<code>`). */
export const KOREAN_BANKS = [
  { code: 'kb', name: 'KB국민은행' },
  { code: 'shinhan', name: '신한은행' },
  { code: 'woori', name: '우리은행' },
  { code: 'hana', name: '하나은행' },
  { code: 'nh', name: 'NH농협은행' },
  { code: 'ibk', name: 'IBK기업은행' },
  { code: 'sc', name: 'SC제일은행' },
  { code: 'citi', name: '한국씨티은행' },
  { code: 'kdb', name: 'KDB산업은행' },
  { code: 'suhyup', name: '수협은행' },
  { code: 'busan', name: '부산은행' },
  { code: 'daegu', name: 'iM뱅크(대구은행)' },
  { code: 'kyongnam', name: '경남은행' },
  { code: 'gwangju', name: '광주은행' },
  { code: 'jeonbuk', name: '전북은행' },
  { code: 'jeju', name: '제주은행' },
  { code: 'kbank', name: '케이뱅크' },
  { code: 'kakao', name: '카카오뱅크' },
  { code: 'toss', name: '토스뱅크' },
  { code: 'post', name: '우체국' },
  { code: 'saemaul', name: '새마을금고' },
  { code: 'shinhyup', name: '신협' },
] as const;

/** A site's phone numbers and banks when it names none: Korean mobile numbers, Korean banks. */
export const DEFAULT_PHONE_REGION = 'KR';
export const DEFAULT_BANKS: readonly string[] = KOREAN_BANKS.map((bank) => bank.name);
export const BANK_NAME_MAX = 30;
export const BANKS_MAX = 100;

/** How a launch shows the game: the spec's pop-up window, or the portal's own play page around it (extension). */
export const gameLaunchModes = ['window', 'page'] as const;
export type GameLaunch = (typeof gameLaunchModes)[number];
export const DEFAULT_GAME_LAUNCH: GameLaunch = 'window';

/** The amounts a site's wallet takes, in whole units of its currency. */
export interface WalletRules {
  depositMin: number;
  depositStep: number;
  withdrawMin: number;
  withdrawStep: number;
  /** The least comp money a conversion moves (its step is 1). */
  rollMin: number;
  /** The quick buttons of the deposit and withdraw forms; each adds its amount. */
  quickAmounts: number[];
}

/** Today's rules: the reference backend's DEPOSIT_*, WITHDRAW_*, ROLL_TO_BALANCE_MIN defaults and the forms' buttons. */
export const DEFAULT_WALLET_RULES: Readonly<WalletRules> = Object.freeze({
  depositMin: 10_000,
  depositStep: 10_000,
  withdrawMin: 30_000,
  withdrawStep: 10_000,
  rollMin: 10_000,
  quickAmounts: [10_000, 50_000, 100_000, 500_000, 1_000_000, 5_000_000],
});

export const QUICK_AMOUNTS_MAX = 8;

let currencies: ReadonlySet<string> | undefined;
let zones: ReadonlySet<string> | undefined;

/** An ISO 4217 code the platform's Intl can format ("KRW", "VND"); upper case only. */
export function isCurrencyCode(code: unknown): code is string {
  if (typeof code !== 'string' || !/^[A-Z]{3}$/.test(code)) return false;
  currencies ??= new Set(Intl.supportedValuesOf('currency'));
  return currencies.has(code);
}

/** An IANA zone the platform knows, by its canonical name or an alias (UTC, Asia/Saigon); never a bare offset. */
export function isTimeZoneName(name: unknown): name is string {
  if (typeof name !== 'string' || !/^[A-Za-z][A-Za-z0-9_+/-]{0,63}$/.test(name)) return false;
  zones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  if (zones.has(name)) return true;
  try {
    return zones.has(new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone);
  } catch {
    return false;
  }
}
