import { DEFAULT_LOCALE, type Locale } from './i18n';

/** Locale-less routes: next/link and router.push add the locale prefix themselves. */
export const paths = {
  home: '/',
  deposit: '/deposit',
  withdraw: '/withdraw',
  comp: '/comp',
  user: '/user',
  help: '/help',
  notice: '/notice',
  note: '/note',
  login: '/login',
  register: '/register',
  game: '/game',
  error: '/admin/error',
} as const;

/** The path as the browser sees it, for server-side redirects (ko is served without a prefix). */
export function localizedPath(path: string, locale: Locale | string | undefined): string {
  if (!locale || locale === DEFAULT_LOCALE) return path;
  return path === '/' || path.startsWith('/?') ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/** Only a path on this site may be a post-login destination (no other host, no protocol-relative URL). */
export function safeCallbackUrl(value: unknown): string | null {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) && !/[\\\s]/.test(value) ? value : null;
}
