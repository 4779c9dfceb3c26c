import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { pageHydrated } from './actions';
import { makeServerStore, makeStore, type RootState } from './index';

/**
 * The tab's one store, made from the first page's server-rendered state; each later page's state (client-side
 * navigation) is merged in before its components subscribe. A server render reads the page's state and fetches nothing.
 */
export function StoreProvider({ initialState, children }: { initialState?: Partial<RootState>; children: ReactNode }) {
  const [store] = useState(() =>
    typeof window === 'undefined' ? makeServerStore(initialState) : makeStore(initialState),
  );
  // What hydration draws, even for a part hydrated after the page (HydrateLater): the state the server drew. An answer
  // that lands before that part hydrates follows it as an update, instead of a mismatch that redraws the part.
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
