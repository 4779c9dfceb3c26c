import { act } from '@testing-library/react';
import type { AppStore } from '@/store';
import { api } from '@/store/api';

/**
 * Resolves once every request the page's store has started is answered: how a test sees that something was NOT
 * fetched (a request started before this point is among the proxy's calls after it), where waiting a while would
 * pass on a slow machine whatever the page did.
 */
export async function requestsSettled(store: AppStore) {
  await act(async () => {
    await Promise.all([
      ...store.dispatch(api.util.getRunningQueriesThunk()),
      ...store.dispatch(api.util.getRunningMutationsThunk()),
    ]);
  });
}
