import { act, Suspense, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { island } from './Island';

// React's act() outside Testing Library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

vi.mock('next/router', () => ({ default: { events: { on: vi.fn() } } }));

function Greeting({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

/** The lobby's shape: the page inside a Suspense boundary of its own (PageLayout), islands inside the page. */
const Page = ({ Section }: { Section: (props: { name: string }) => ReactNode }) => (
  <main>
    <Suspense fallback={null}>
      <Section name="ada" />
    </Suspense>
  </main>
);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('island', () => {
  it('hydrates the server HTML in place when its boundary hydrates after the app (no mismatch, nothing re-created)', async () => {
    // The server's copy of the module (no window: its sections render at once), then the browser's.
    vi.stubGlobal('window', undefined);
    const OnServer = island(async () => Greeting);
    const { prelude } = await prerender(<Page Section={OnServer} />);
    const html = await new Response(prelude).text();
    vi.unstubAllGlobals();
    const load = vi.fn(async () => Greeting);
    const Section = island(load);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverParagraph = container.querySelector('p');
    expect(serverParagraph?.textContent).toBe('hello ada');

    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Page Section={Section} />, { onRecoverableError: recoverable });
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

    expect(recoverable).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
    // The very element the server wrote: hydrated, not replaced by a client render.
    expect(container.querySelector('p')).toBe(serverParagraph);
  });

  it('loads at once and appears when first mounted in the browser (client navigation)', async () => {
    const load = vi.fn(async () => Greeting);
    const Section = island(load);
    const container = document.createElement('div');
    document.body.append(container);

    await act(async () => {
      createRoot(container).render(<Page Section={Section} />);
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('p')?.textContent).toBe('hello ada');
  });
});
