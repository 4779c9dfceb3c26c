import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { pageHydrated } from './actions';
import { makeStore, type RootState } from './index';

/**
 * The tab's one store, made from the first page's server-rendered state; each later page's state (client-side
 * navigation) is merged in before its components subscribe.
 *
 * The first page's state is also what React hydrates with (`serverState`): parts of the page hydrate after the app's
 * first commit (the header and the page apart, the islands when they come into view, seconds or minutes later on a
 * phone), and by then the health check or a page's own query may have changed the store. A part hydrated with the
 * newer state would not match its server HTML: React reports a hydration error and throws that HTML away. Hydrated
 * with the state the server rendered, it matches, and React updates it to the current state right after.
 */
export function StoreProvider({ initialState, children }: { initialState?: Partial<RootState>; children: ReactNode }) {
  const [store] = useState(() => makeStore(initialState));
  const [serverState] = useState(() => store.getState());
  const merged = useRef(initialState);

  useLayoutEffect(() => {
    if (initialState && merged.current !== initialState) {
      merged.current = initialState;
      store.dispatch(pageHydrated(initialState));
    }
  }, [initialState, store]);

  return (
    <Provider store={store} serverState={serverState}>
      {children}
    </Provider>
  );
}
