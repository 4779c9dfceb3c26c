import type { JSX, ReactElement, ReactNode } from 'react';
import { HYDRATED_ATTRIBUTE } from './hydrated';

/**
 * The page's scripts load after its first paint. Next writes the first-load chunks into `<head>` as deferred
 * scripts, so a phone downloads ~170 kB of JavaScript beside the HTML and the above-the-fold artwork, and compiles it
 * on its other cores while it lays the page out for the first time. Instead, one small inline script (this file)
 * waits until the document is parsed and one frame has been painted, then adds the same scripts, in the same order,
 * as ordered (`async = false`) scripts, so they still run one after another like deferred ones. The server-rendered
 * page is complete and styled before that; only its buttons wait for hydration, as they always did.
 *
 * Each script is added in a task of its own: adding one costs Chromium about a millisecond of main-thread time (it
 * starts the request there), and thirteen added in one go made a task of 13–18 ms, 50–75 ms on Lighthouse's 4×
 * slower phone, which counted against Total Blocking Time in every run. Ordered scripts still run in the order they
 * were added, whatever task added them.
 *
 * A hidden tab paints no frame, so it loads at once, all in one task (its timers may wait a second, and nobody
 * waits on its main thread); a first frame slower than a second does not hold them longer.
 * The list is the script's `data-scripts` attribute (JSON), which `bench/firstLoad.ts` reads too.
 *
 * Until the app's first commit marks `<html data-hydrated>` (`markHydrated`, called by pages/_app), the page is
 * painted but not live. Two things keep that moment harmless: the global style lets no tap reach a button yet (so
 * Playwright, too, waits for the app before it clicks), and this script stops a form that only React handles (one
 * without an `action`) from being submitted the browser's own way (Enter in a field), which would put its fields, a
 * password among them, into the address; the game search, a plain GET form, still works. What a player types before
 * then is kept: see `useTypedBeforeHydration`.
 */
export const AFTER_PAINT_ATTRIBUTE = 'data-scripts';

/** ES5, run inline by every page: `document.currentScript` is only set while the script first runs. */
export const AFTER_PAINT_LOADER = `(function(d,w){var s=JSON.parse(d.currentScript.getAttribute('${AFTER_PAINT_ATTRIBUTE}')),done=0,next=0;d.addEventListener('submit',function(e){if(!d.documentElement.hasAttribute('${HYDRATED_ATTRIBUTE}')&&!e.target.hasAttribute('action'))e.preventDefault()},true);function add(){var e=d.createElement('script');e.src=s[next++];e.async=false;d.head.appendChild(e)}function load(hidden){if(done)return;done=1;for(var i=0;i<s.length;i++)hidden?add():w.setTimeout(add,0)}function painted(){if(d.visibilityState!=='visible')return load(1);w.requestAnimationFrame(function(){w.setTimeout(load,0)});w.setTimeout(load,1000)}if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',painted);else painted()})(document,window)`;

type ScriptElement = ReactElement<{ src?: string }>;

const isElement = (node: ReactNode): node is ScriptElement => typeof node === 'object' && node !== null && 'props' in node;

/**
 * Next's script elements with every external one (`src`) replaced by the one loader, placed where the first of them
 * was; inline ones (Turbopack's bootstrap) stay where they are and still run while the document is parsed.
 */
export function loadAfterPaint(scripts: ReactNode[], nonce: string | undefined): JSX.Element[] {
  const elements = scripts.filter(isElement);
  const sources = elements.flatMap((element) => (element.props.src ? [element.props.src] : []));
  if (sources.length === 0) return elements;
  const loader = (
    <script
      key="load-after-paint"
      nonce={nonce}
      {...{ [AFTER_PAINT_ATTRIBUTE]: JSON.stringify(sources) }}
      // A constant of this file, not data: React would escape its quotes as text.
      dangerouslySetInnerHTML={{ __html: AFTER_PAINT_LOADER }}
    />
  );
  const first = elements.findIndex((element) => element.props.src);
  const inline = elements.filter((element) => !element.props.src);
  return [...inline.slice(0, first), loader, ...inline.slice(first)];
}
