import { DEFAULT_LOCALE, type Locale } from './i18n';

/** Locale-less routes: next/link and router.push add the locale prefix themselves. */
export const paths = {
  home: '/',
  deposit: '/deposit',
  withdraw: '/withdraw',
  comp: '/comp',
  bets: '/bets',
  user: '/user',
  help: '/help',
  notice: '/notice',
  note: '/note',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  changePassword: '/change-password',
  game: '/game',
  info: '/info',
  protection: '/responsible-gaming',
  security: '/security',
  play: '/play',
  error: '/admin/error',
} as const;

/** The play page of one game (sites with gameLaunch 'page'). */
export const playPath = (company: string, code: string) =>
  `${paths.play}/${encodeURIComponent(company)}/${encodeURIComponent(code)}`;

/** The path as the browser sees it, for server-side redirects (ko is served without a prefix). */
export function localizedPath(path: string, locale: Locale | string | undefined): string {
  if (!locale || locale === DEFAULT_LOCALE) return path;
  return path === '/' || path.startsWith('/?') ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/** What every URL a browser or a Location header reads would take for `//host` (another site). */
const OTHER_HOST = /^\/[/\\]/;
const PLACEHOLDER_ORIGIN = 'http://portal.invalid';

/**
 * A post-login destination: it must resolve, against the site's own origin, to a URL of that origin; only its path,
 * query and fragment are kept, percent-encoded so it is a valid Location header. Without `origin` (a server that does
 * not know its public address) only paths are taken.
 */
export function safeCallbackUrl(value: unknown, origin = PLACEHOLDER_ORIGIN): string | null {
  if (typeof value !== 'string' || !value || value.length > 2048 || /[\\\s\p{Cc}]/u.test(value)) return null;
  try {
    const site = new URL(origin);
    const onSite = (url: URL) =>
      url.protocol === site.protocol &&
      url.origin === site.origin &&
      !url.username &&
      !url.password &&
      !OTHER_HOST.test(url.pathname);
    const url = new URL(value, site);
    // A server that decodes `%2F` before it resolves `/..` must not meet `//host` either.
    if (!onSite(url) || !onSite(new URL(decodeURIComponent(url.pathname), site))) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/* Query values of the game routes: anything unexpected is ignored. */

const CODE = /^[A-Za-z0-9_.-]{1,64}$/;

/** `?company=CODE` as the slot modal and the game page accept it; anything else is ignored. */
export function companyFromQuery(value: unknown): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && CODE.test(first) ? first : null;
}

export const GAME_CATEGORIES = ['casino', 'slot', 'sport'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export function categoryFromQuery(value: unknown): GameCategory {
  const first = Array.isArray(value) ? value[0] : value;
  return (GAME_CATEGORIES as readonly unknown[]).includes(first) ? (first as GameCategory) : 'casino';
}

/** The footer's pages: short texts in the page's language, one route `/info/<topic>`. */
export const INFO_TOPICS = ['terms', 'privacy', 'responsible', 'contact'] as const;
export type InfoTopic = (typeof INFO_TOPICS)[number];

export const infoPath = (topic: InfoTopic) => `${paths.info}/${topic}`;

export function infoTopicFromQuery(value: unknown): InfoTopic | null {
  return (INFO_TOPICS as readonly unknown[]).includes(value) ? (value as InfoTopic) : null;
}
