import type { NextRouter } from 'next/router';

/** A plain object standing in for Next's router. */
export function createTestRouter(overrides: Partial<NextRouter> = {}): NextRouter {
  const noop = async () => true;
  return {
    route: '/',
    pathname: '/',
    query: {},
    asPath: '/',
    basePath: '',
    locale: 'ko',
    locales: ['ko', 'en', 'jp', 'vn', 'cn', 'th'],
    defaultLocale: 'ko',
    isLocaleDomain: false,
    isReady: true,
    isPreview: false,
    isFallback: false,
    push: noop,
    replace: noop,
    reload: () => undefined,
    back: () => undefined,
    forward: () => undefined,
    prefetch: async () => undefined,
    beforePopState: () => undefined,
    events: { on: () => undefined, off: () => undefined, emit: () => undefined },
    ...overrides,
  };
}

let current = createTestRouter();

/** The router that `useRouter()` returns in component tests (set by renderWithProviders). */
export const currentTestRouter = () => current;
export const setTestRouter = (router: NextRouter) => {
  current = router;
};
