import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { pageHydrated } from './actions';
import { makeStore, type RootState } from './index';

/**
 * The tab's one store, made from the first page's server-rendered state; each later page's state (client-side
 * navigation) is merged in before its components subscribe.
 */
export function StoreProvider({ initialState, children }: { initialState?: Partial<RootState>; children: ReactNode }) {
  const [store] = useState(() => makeStore(initialState));
  const merged = useRef(initialState);

  useLayoutEffect(() => {
    if (initialState && merged.current !== initialState) {
      merged.current = initialState;
      store.dispatch(pageHydrated(initialState));
    }
  }, [initialState, store]);

  return <Provider store={store}>{children}</Provider>;
}
