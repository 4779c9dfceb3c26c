import { describe, expect, it } from 'vitest';
import { pageRoutes, routeMatcher } from './routes';

describe('route templates', () => {
  const routes = pageRoutes('pages');
  const routeOf = routeMatcher(routes, ['en', 'jp', 'vn', 'cn', 'th']);

  it('are read from the pages folder, without _app and _document', () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        '/',
        '/user',
        '/play/[company]/[code]',
        '/api/routes/[op]',
        '/api/auth/[...nextauth]',
        '/api/health',
      ]),
    );
    expect(routes.some((route) => route.includes('_app') || route.includes('_document'))).toBe(false);
  });

  it('name the page or API route of a request, whatever the locale, id or query', () => {
    expect(routeOf('/')).toBe('/');
    expect(routeOf('/en')).toBe('/');
    expect(routeOf('/jp/user?tab=1')).toBe('/user');
    expect(routeOf('/play/evolution/abc123')).toBe('/play/[company]/[code]');
    expect(routeOf('/api/routes/health-check')).toBe('/api/routes/[op]');
    expect(routeOf('/api/auth/callback/credentials')).toBe('/api/auth/[...nextauth]');
    expect(routeOf('/api/health')).toBe('/api/health');
    expect(routeOf('/_next/data/build-1/en/user.json')).toBe('/_next/data/user');
  });

  it('fold anything a visitor invents into a few labels', () => {
    expect(routeOf('/_next/static/chunks/main-123.js')).toBe('/_next/[...]');
    expect(routeOf('/images/logo-8c1f.png')).toBe('/[public file]');
    expect(routeOf('/wp-admin/x7')).toBe('unmatched');
    expect(routeOf('/user/123/456')).toBe('unmatched');
    expect(routeOf('/icons/icon-192.png')).toBe('/icons/[file]');
  });
});
