import { useMemo, useRef } from 'react';
import { isSettled, requestFor, type PendingRequest } from '@/lib/wallet';

/**
 * The idempotency key of the form's current request: the same key for a double click or a retry of the same amount
 * while no answer has settled it, a new one afterwards.
 */
export function useRequestKey() {
  const pending = useRef<PendingRequest | null>(null);
  return useMemo(
    () => ({
      take(amount: number): PendingRequest {
        pending.current = requestFor(pending.current, amount);
        return pending.current;
      },
      settle(key: PendingRequest, error: unknown) {
        if (isSettled(error) && pending.current === key) pending.current = null;
      },
    }),
    [],
  );
}
