import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The page and API files under `pages/`, as Next names its routes (`/play/[company]/[code]`, `/api/routes/[op]`). */
export function pageRoutes(pagesDir: string): string[] {
  const routes: string[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${prefix}/${entry.name}`);
      else if (/\.(tsx?|jsx?)$/.test(entry.name) && !/\.test\./.test(entry.name)) {
        const name = entry.name.replace(/\.\w+$/, '');
        if (prefix === '' && name.startsWith('_')) continue;
        routes.push(name === 'index' ? prefix || '/' : `${prefix}/${name}`);
      }
    }
  };
  walk(pagesDir, '');
  return routes;
}

const segmentPattern = (segment: string) =>
  segment.startsWith('[...')
    ? '.+'
    : segment.startsWith('[[...')
      ? '.*'
      : segment.startsWith('[')
        ? '[^/]+'
        : segment.replace(/[.*+?^${}()|\\]/g, '\\$&');

/**
 * The route template of a request path, for metric labels and log lines: a page or API route (locale prefix and
 * Next's data URLs folded in), Next's and the public folder's files as one label each, anything else `unmatched`.
 * Bounded by the files under pages/, whatever a visitor asks for.
 */
export function routeMatcher(routes: string[], locales: string[]) {
  // Next's order: fixed routes before dynamic ones, catch-alls last.
  const rank = (route: string) => (route.includes('[...') || route.includes('[[...') ? 2 : route.includes('[') ? 1 : 0);
  const table = [...routes]
    .sort((a, b) => rank(a) - rank(b))
    .map((route) => ({
      route,
      pattern: new RegExp(`^${route === '/' ? '/' : route.split('/').map(segmentPattern).join('/')}$`),
    }));
  const localePrefix = new RegExp(`^/(${locales.join('|')})(?=/|$)`);
  const page = (pathname: string) => {
    const bare = pathname.replace(localePrefix, '') || '/';
    return table.find(({ pattern }) => pattern.test(bare))?.route;
  };
  return (url: string | undefined): string => {
    const pathname = (url ?? '/').split('?')[0].replace(/\/+$/, '') || '/';
    if (pathname.startsWith('/_next/data/')) {
      const inner = page(
        pathname
          .replace(/^\/_next\/data\/[^/]+/, '')
          .replace(/\.json$/, '')
          .replace(/\/index$/, '') || '/',
      );
      return inner ? `/_next/data${inner === '/' ? '' : inner}` : 'unmatched';
    }
    if (pathname.startsWith('/_next/')) return '/_next/[...]';
    if (pathname === '/manifest.webmanifest') return pathname;
    if (/^\/icons\/[^/]+$/.test(pathname)) return '/icons/[file]';
    const route = page(pathname);
    if (route) return route;
    if (/\.\w+$/.test(pathname)) return '/[public file]';
    return 'unmatched';
  };
}
