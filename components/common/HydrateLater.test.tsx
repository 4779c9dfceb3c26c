import { act, createContext, startTransition, use, useEffect, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Next's route events, as the component listens to them.
const routeHandlers = vi.hoisted(() => new Map<string, Set<() => void>>());
vi.mock('next/router', () => ({
  default: {
    events: {
      on: (type: string, handler: () => void) =>
        routeHandlers.set(type, (routeHandlers.get(type) ?? new Set()).add(handler)),
      off: (type: string, handler: () => void) => routeHandlers.get(type)?.delete(handler),
      emit: (type: string) => routeHandlers.get(type)?.forEach((handler) => handler()),
    },
  },
}));

// jsdom has no IntersectionObserver (a browser's own boundary): this one reports what the test says is on screen.
const observed = new Set<{ callback: IntersectionObserverCallback; elements: Element[] }>();
class FakeObserver {
  entry: { callback: IntersectionObserverCallback; elements: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, elements: [] };
    observed.add(this.entry);
  }
  observe(element: Element) {
    this.entry.elements.push(element);
  }
  disconnect() {
    observed.delete(this.entry);
  }
}
function comeIntoView() {
  for (const { callback, elements } of [...observed])
    callback(
      elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      {} as IntersectionObserver,
    );
}

const Route = createContext('/');
const hydrated: string[] = [];
function Below({ label }: { label: string }) {
  const route = use(Route);
  useEffect(() => void hydrated.push(label), [label]);
  return (
    <p>
      {label} {route}
    </p>
  );
}

let loaded: typeof import('./HydrateLater');
beforeEach(async () => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  routeHandlers.clear();
  // Each test starts as a fresh page: nothing released yet.
  vi.resetModules();
  loaded = await import('./HydrateLater');
  hydrated.length = 0;
  observed.clear();
});
afterEach(() => vi.unstubAllGlobals());

/** A page whose route (a context above the rows) the test changes, in a transition as a navigation does or urgently. */
function routedPage({ inTransition }: { inTransition: boolean }) {
  const { HydrateNearScreen } = loaded;
  const page = {
    navigate: (_route: string) => {},
    App() {
      const [route, setRoute] = useState('/');
      useEffect(() => {
        page.navigate = (next) => (inTransition ? startTransition(() => setRoute(next)) : setRoute(next));
      }, []);
      return (
        <Route value={route}>
          <HydrateNearScreen>
            <Below label="rows" />
          </HydrateNearScreen>
        </Route>
      );
    },
  };
  return page;
}

async function serverPage(page: () => ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  // The server has no window.
  vi.stubGlobal('window', undefined);
  const html = renderToString(page());
  vi.unstubAllGlobals();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  container.innerHTML = html;
  const onRecoverableError = vi.fn();
  await act(async () => void hydrateRoot(container, page(), { onRecoverableError }));
  return { container, onRecoverableError };
}

describe('HydrateNearScreen', () => {
  it('keeps the server HTML unhydrated until it comes near the screen, then hydrates it in place', async () => {
    const { HydrateNearScreen } = loaded;
    const { container, onRecoverableError } = await serverPage(() => (
      <HydrateNearScreen>
        <Below label="rows" />
      </HydrateNearScreen>
    ));
    expect(container.textContent).toBe('rows /');
    expect(hydrated).toEqual([]);

    await act(async () => comeIntoView());
    expect(hydrated).toEqual(['rows']);
    expect(container.textContent).toBe('rows /');
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('hydrates at the player’s first touch, wherever it is', async () => {
    const { HydrateNearScreen } = loaded;
    await serverPage(() => (
      <HydrateNearScreen>
        <Below label="news" />
      </HydrateNearScreen>
    ));
    expect(hydrated).toEqual([]);
    await act(async () => void window.dispatchEvent(new Event('pointerdown')));
    expect(hydrated).toEqual(['news']);
  });

  it('lets a navigation’s transition through: what waits for the screen hydrates with it instead of holding it', async () => {
    const page = routedPage({ inTransition: true });
    const { container } = await serverPage(() => <page.App />);
    expect(hydrated).toEqual([]);

    await act(async () => {
      routeHandlers.get('routeChangeStart')?.forEach((handler) => handler());
      page.navigate('/?company=evolution');
    });
    expect(container.textContent).toBe('rows /?company=evolution');
    expect(hydrated).toEqual(['rows']);
  });

  it('does not wait when the player acted before React reached it (a slow phone), nor hold the navigation that act began', async () => {
    // Escape closes the slot modal: the key and the route change come before the rows below begin to hydrate.
    window.dispatchEvent(new Event('keydown'));
    routeHandlers.get('routeChangeStart')?.forEach((handler) => handler());
    const page = routedPage({ inTransition: true });
    const { container } = await serverPage(() => <page.App />);
    expect(hydrated).toEqual(['rows']);

    await act(async () => page.navigate('/'));
    expect(container.textContent).toBe('rows /');
    await act(async () => page.navigate('/?company=evolution'));
    expect(container.textContent).toBe('rows /?company=evolution');
  });

  it('draws itself again, in place, for an urgent update that reaches it while it waits (a session fetched again)', async () => {
    const page = routedPage({ inTransition: false });
    const { container, onRecoverableError } = await serverPage(() => <page.App />);
    await act(async () => page.navigate('/notice'));
    expect(container.textContent).toBe('rows /notice');
    expect(hydrated).toEqual(['rows']);
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('renders at once when drawn in the browser without a server page', async () => {
    const { HydrateNearScreen } = loaded;
    const container = document.createElement('div');
    await act(async () =>
      createRoot(container).render(
        <HydrateNearScreen>
          <Below label="rows" />
        </HydrateNearScreen>,
      ),
    );
    expect(container.textContent).toBe('rows /');
    expect(hydrated).toEqual(['rows']);
    expect(observed.size).toBe(0);
  });
});
