import { useMemo } from 'react';
import { isSettled, parsePending, requestFor, type PendingRequest } from '@/lib/wallet';

function stored(name: string): PendingRequest | null {
  try {
    return parsePending(localStorage.getItem(name));
  } catch {
    return null;
  }
}

function store(name: string, key: PendingRequest | null) {
  try {
    if (key) localStorage.setItem(name, JSON.stringify(key));
    else localStorage.removeItem(name);
  } catch {
    // Storage refused (private mode, quota): the key still holds for this page.
  }
}

/**
 * The idempotency key of a wallet form's current request: the same key for a double click, for the same form in
 * another tab, or for a retry of the same amount while no answer has settled it; a new one afterwards. It lives in
 * localStorage so that every tab of the browser sees it.
 */
export function useRequestKey(kind: 'deposit' | 'withdraw') {
  return useMemo(() => {
    const name = `portal.pendingRequest.${kind}`;
    let current: PendingRequest | null = null;
    return {
      take(amount: number): PendingRequest {
        current = requestFor(stored(name) ?? current, amount);
        store(name, current);
        return current;
      },
      settle(key: PendingRequest, error: unknown) {
        if (!isSettled(error)) return;
        if (current?.requestId === key.requestId) current = null;
        if (stored(name)?.requestId === key.requestId) store(name, null);
      },
    };
  }, [kind]);
}
