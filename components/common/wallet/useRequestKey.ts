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

// In localStorage, so that a double click, another tab or a retry reuses the key until an answer settles it.
// Comp to balance and balance to comp keep keys apart: the backend refuses one direction's key in the other.
export function useRequestKey(kind: 'deposit' | 'withdraw' | 'comp' | 'point') {
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
