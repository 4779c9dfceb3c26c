import { act, Suspense, useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { island } from '@/components/common/Island';
import { pageHydrated } from './actions';
import { useAppSelector, useAppStore } from './hooks';
import type { AppStore, RootState } from './index';
import { selectCurrentMember } from './member';
import { StoreProvider } from './StoreProvider';

// React's act() outside Testing Library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

vi.mock('next/router', () => ({ default: { events: { on: vi.fn() } } }));

/** The page state a health check leaves: the member's balance. */
const withBalance = (balance: number) =>
  ({ api: { queries: { 'healthCheck(undefined)': { status: 'fulfilled', data: { user: { balance } } } } } }) as unknown as Partial<RootState>;

function Balance() {
  const member = useAppSelector(selectCurrentMember);
  return <p>{member ? `balance ${member.user.balance}` : 'unavailable'}</p>;
}

/** The test's handle on the tab's store, as a component below the provider sees it. */
const stores: AppStore[] = [];
function KeepStore() {
  const store = useAppStore();
  useEffect(() => void stores.push(store), [store]);
  return null;
}

/** The lobby's shape: the page in a Suspense boundary of its own, a section in an island inside it. */
function App({ Section }: { Section: ComponentType }) {
  return (
    <StoreProvider initialState={withBalance(0)}>
      <KeepStore />
      <main>
        <Suspense fallback={null}>
          <Section />
        </Suspense>
      </main>
    </StoreProvider>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  stores.length = 0;
});

describe('StoreProvider', () => {
  it('a section that hydrates after the store changed matches its server HTML, then shows the current state', async () => {
    vi.stubGlobal('window', undefined);
    const { prelude } = await prerender(<App Section={island(async () => Balance)} />);
    const html = await new Response(prelude).text();
    vi.unstubAllGlobals();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverParagraph = container.querySelector('p');
    expect(serverParagraph?.textContent).toBe('balance 0');

    // The section's code arrives only when released: the health check answers first.
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const Section = island(() => arrived.then(() => Balance));
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <App Section={Section} />, { onRecoverableError: recoverable });
    });
    await act(async () => {
      stores[0].dispatch(pageHydrated(withBalance(100_000) as Record<string, unknown>));
    });
    expect(container.querySelector('p')?.textContent).toBe('balance 0');

    await act(async () => {
      release();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

    expect(recoverable).not.toHaveBeenCalled();
    // The very element the server wrote, hydrated rather than replaced, and up to date.
    expect(container.querySelector('p')).toBe(serverParagraph);
    expect(serverParagraph?.textContent).toBe('balance 100000');
  });
});
