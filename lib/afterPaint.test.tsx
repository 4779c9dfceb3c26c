import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_LOADER, loadAfterPaint } from './afterPaint';
import { HYDRATED_ATTRIBUTE } from './hydrated';

const bootstrap = <script key="boot" dangerouslySetInnerHTML={{ __html: 'self.TURBOPACK=[]' }} />;
const chunk = (src: string) => <script key={src} src={src} defer />;

describe('loadAfterPaint', () => {
  it('puts one loader listing the external scripts in order where the first was, after the inline bootstrap', () => {
    const html = renderToStaticMarkup(<>{loadAfterPaint([null, bootstrap, chunk('/a.js'), chunk('/b.js?v=1&x=2')], 'n0nce')}</>);
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html.indexOf('self.TURBOPACK=[]')).toBeLessThan(html.indexOf('data-scripts'));
    const loader = new DOMParser().parseFromString(html, 'text/html').querySelector('script[data-scripts]')!;
    expect(JSON.parse(loader.getAttribute('data-scripts')!)).toEqual(['/a.js', '/b.js?v=1&x=2']);
    expect(loader.getAttribute('nonce')).toBe('n0nce');
    expect(loader.textContent).toBe(AFTER_PAINT_LOADER);
  });

  it('leaves a page without external scripts as it was', () => {
    expect(renderToStaticMarkup(<>{loadAfterPaint([bootstrap], undefined)}</>)).toBe('<script>self.TURBOPACK=[]</script>');
  });
});

/** Runs the loader against a document and window whose events, frames and timers the test fires by hand. */
function runLoader({ readyState = 'loading', visibilityState = 'visible' } = {}) {
  const listeners: (() => void)[] = [];
  const submitGuards: ((event: { target: HTMLFormElement; preventDefault: () => void }) => void)[] = [];
  const frames: (() => void)[] = [];
  const timers: { delay: number; run: () => void }[] = [];
  const head = document.createElement('head');
  const fakeDocument = {
    readyState,
    visibilityState,
    head,
    currentScript: { getAttribute: () => JSON.stringify(['/first.js', '/second.js']) },
    createElement: (name: string) => document.createElement(name),
    documentElement: document.createElement('html'),
    addEventListener: (type: string, listener: () => void, capture?: boolean) => {
      if (type === 'DOMContentLoaded') listeners.push(listener);
      if (type === 'submit' && capture) submitGuards.push(listener);
    },
  };
  const fakeWindow = {
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (run: () => void, delay: number) => timers.push({ delay, run }),
  };
  new Function('document', 'window', AFTER_PAINT_LOADER)(fakeDocument, fakeWindow);
  const added = () => [...head.querySelectorAll('script')].map((script) => ({ src: script.getAttribute('src'), async: script.async }));
  /** Runs the timers of that delay that are due now, each once; those they set run at the next call. */
  const fire = (delay: number) => {
    const due = timers.filter((timer) => timer.delay === delay);
    timers.splice(0, timers.length, ...timers.filter((timer) => timer.delay !== delay));
    due.forEach((timer) => timer.run());
  };
  const submit = (form = document.createElement('form')) => {
    let prevented = false;
    submitGuards.forEach((guard) => guard({ target: form, preventDefault: () => (prevented = true) }));
    return prevented;
  };
  return { listeners, frames, timers, added, fire, submit, root: fakeDocument.documentElement };
}

describe('the loader', () => {
  it('adds the scripts in order, ordered rather than async, only once the document is parsed and a frame has painted', () => {
    const run = runLoader();
    expect(run.added()).toEqual([]);
    run.listeners.forEach((listener) => listener());
    expect(run.added()).toEqual([]);
    run.frames.forEach((frame) => frame());
    expect(run.added()).toEqual([]);
    run.fire(0);
    expect(run.added()).toEqual([]);
    run.fire(0);
    expect(run.added()).toEqual([
      { src: '/first.js', async: false },
      { src: '/second.js', async: false },
    ]);
    run.fire(1000);
    run.fire(0);
    expect(run.added()).toHaveLength(2);
  });

  it('adds each script in a task of its own, so that no one task of the loader is long', () => {
    const run = runLoader({ readyState: 'interactive' });
    run.frames.forEach((frame) => frame());
    run.fire(0);
    expect(run.timers.filter((timer) => timer.delay === 0)).toHaveLength(2);
    const first = run.timers.find((timer) => timer.delay === 0)!;
    first.run();
    expect(run.added().map((script) => script.src)).toEqual(['/first.js']);
  });

  it('does not wait longer than a second for a first frame', () => {
    const run = runLoader({ readyState: 'interactive' });
    expect(run.frames).toHaveLength(1);
    run.fire(1000);
    run.fire(0);
    expect(run.added().map((script) => script.src)).toEqual(['/first.js', '/second.js']);
    run.frames.forEach((frame) => frame());
    run.fire(0);
    run.fire(0);
    expect(run.added()).toHaveLength(2);
  });

  it("keeps React's forms from being submitted the browser's way until the app marks <html data-hydrated>; a form with an action still goes", () => {
    const run = runLoader();
    expect(run.submit()).toBe(true);
    run.listeners.forEach((listener) => listener());
    run.frames.forEach((frame) => frame());
    run.fire(0);
    run.fire(0);
    expect(run.submit()).toBe(true);
    const search = document.createElement('form');
    search.setAttribute('action', '/game');
    expect(run.submit(search)).toBe(false);
    run.root.setAttribute(HYDRATED_ATTRIBUTE, '');
    expect(run.submit()).toBe(false);
  });

  it('loads at once in a hidden tab, which paints no frame', () => {
    const run = runLoader({ readyState: 'complete', visibilityState: 'hidden' });
    expect(run.added()).toHaveLength(2);
    expect(run.frames).toEqual([]);
  });
});
