import { useMemo } from 'react';
import { amountFields } from '@/lib/wallet';
import { useMarket } from '@/store/market';

/** The wallet forms' amounts under this host's wallet rules, the same numbers its backend checks. */
export function useAmountFields() {
  const { wallet } = useMarket();
  return useMemo(() => amountFields(wallet), [wallet]);
}
