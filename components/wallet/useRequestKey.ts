import { useMemo, useRef } from 'react';
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
export function useRequestKey(kind: 'deposit' | 'withdraw' | 'comp') {
  const current = useRef<PendingRequest | null>(null);
  return useMemo(() => {
    const name = `portal.pendingRequest.${kind}`;
    return {
      take(amount: number): PendingRequest {
        current.current = requestFor(stored(name) ?? current.current, amount);
        store(name, current.current);
        return current.current;
      },
      settle(key: PendingRequest, error: unknown) {
        if (!isSettled(error)) return;
        if (current.current?.requestId === key.requestId) current.current = null;
        if (stored(name)?.requestId === key.requestId) store(name, null);
      },
    };
  }, [kind]);
}
