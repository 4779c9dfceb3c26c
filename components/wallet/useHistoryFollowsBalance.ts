import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCurrentMember } from '@/store/member';
import { walletApi } from '@/store/walletApi';

// A new balance means the operator settled a request, so the history on screen is stale too.
export function useHistoryFollowsBalance(tag: 'Deposits' | 'Withdraws') {
  const dispatch = useAppDispatch();
  const balance = useAppSelector((state) => selectCurrentMember(state)?.user.balance);
  const seen = useRef(balance);

  useEffect(() => {
    if (balance === undefined || seen.current === balance) return;
    const known = seen.current !== undefined;
    seen.current = balance;
    if (known) dispatch(walletApi.util.invalidateTags([tag]));
  }, [balance, dispatch, tag]);
}
