import Router from 'next/router';
import { lazy, memo, startTransition, Suspense, useCallback, useEffect, useId, useRef, useState, type ComponentType } from 'react';

/** How far ahead of the viewport a section starts loading its code. */
const LOAD_AHEAD = '600px 0px';

/**
 * Whether this island's server HTML is in the document, i.e. React is hydrating it now. useId gives the same id on
 * the server and in the hydrating browser, and a different one to a section first mounted in the browser (client
 * navigation, a modal opened). Asked per island, not once for the app: parts of the page hydrate apart, later than
 * the app's first commit (see PageLayout).
 */
const hasServerHtml = (id: string) =>
  typeof document !== 'undefined' && document.querySelector(`[data-island="${id.replace(/["\\]/g, '\\$&')}"]`) !== null;

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Renders nothing; its effect runs once the section's boundary has hydrated. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * A section of the page whose code arrives when it is about to be used. The server renders it into the HTML as usual;
 * the browser keeps that HTML (visible, not yet interactive) inside a Suspense boundary until the section comes within
 * 600 px of the viewport, or the visitor points at, touches or tabs into it. Then its code loads and React hydrates it
 * in place (selective hydration). A click that arrives first is held and replayed once the section is live.
 * `eager` sections (an overlay opened from the URL) load right after the page instead of waiting to be seen.
 * A section first mounted after hydration (client navigation, a modal opened) has no server HTML: it loads in an
 * effect and appears when its code is there, outside any transition. Pass only props that keep their identity.
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>, { eager = false }: { eager?: boolean } = {}) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => (loading ??= load().then((component) => (loaded = component)));

  let request = () => undefined as void;
  const requested = new Promise<void>((resolve) => (request = resolve));
  if (typeof window === 'undefined') request();
  // A route change updates the router context inside the section, and React must hydrate a boundary before it can
  // update it: without the code, the navigation would wait for it forever.
  else Router.events.on('routeChangeStart', () => request());
  const Section = lazy(() => requested.then(loadOnce).then((component) => ({ default: component })));

  function Island(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    const live = useRef(false);
    const held = useRef<Element | null>(null);
    const id = useId();
    const [late] = useState(() => typeof window !== 'undefined' && !hasServerHtml(id));
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(() => loaded);
    if (eager && !late && typeof window !== 'undefined') request();

    useEffect(() => {
      if (late) {
        if (!Component) void loadOnce().then((component) => setComponent(() => component));
        return;
      }
      const element = ref.current;
      if (!element || live.current) return;
      if (typeof IntersectionObserver === 'undefined') return void request();
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && request(), {
        rootMargin: LOAD_AHEAD,
      });
      observer.observe(element);
      const hold = (event: MouseEvent) => {
        request();
        if (live.current || !isPlainClick(event)) return;
        event.preventDefault();
        event.stopPropagation();
        held.current = event.target instanceof Element ? event.target : null;
      };
      const intents = ['pointerover', 'touchstart', 'focusin'] as const;
      element.addEventListener('click', hold, true);
      for (const intent of intents) element.addEventListener(intent, request, { passive: true });
      return () => {
        observer.disconnect();
        element.removeEventListener('click', hold, true);
        for (const intent of intents) element.removeEventListener(intent, request);
      };
      // Decided once, at mount.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);

    const onHydrated = useCallback(() => {
      live.current = true;
      const target = held.current;
      held.current = null;
      // The target may be an icon inside the button (an SVG element has no click()): a bubbling click event works
      // for any element, as the visitor's did.
      if (target?.isConnected) target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
    }, []);

    if (late) return <div data-island="">{Component ? <Component {...props} /> : null}</div>;
    return (
      <div ref={ref} data-island={id}>
        <Suspense fallback={null}>
          <Section {...props} />
          <Hydrated onHydrated={onHydrated} />
        </Suspense>
      </div>
    );
  }
  // Re-rendered only when its props change: an update that reaches a section not yet hydrated waits for its code.
  return memo(Island);
}

/**
 * A part the server does not render at all (it needs the browser): its code loads after the page is interactive,
 * and its first render is a transition, which React renders in slices of a few milliseconds between the browser's
 * own tasks instead of in one task (nothing waits for it on screen; a tap in the meantime goes first).
 */
export function clientOnly<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => (loading ??= load().then((component) => (loaded = component)));
  return function ClientOnly(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(() => loaded);
    useEffect(() => {
      if (!Component) void loadOnce().then((component) => startTransition(() => setComponent(() => component)));
    }, [Component]);
    return Component ? <Component {...props} /> : null;
  };
}
