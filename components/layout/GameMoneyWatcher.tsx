import { useAppSelector } from '@/store/hooks';
import { selectLoggedOut } from '@/store/sessionSlice';
import { useInGameBalanceQuery } from '@/store/userApi';

export const GAME_MONEY_INTERVAL_MS = 30_000;

/** Keeps a member's game money current: the server render brings it, launches and money changes refresh it (tags). */
export function GameMoneyWatcher() {
  const loggedOut = useAppSelector(selectLoggedOut);
  useInGameBalanceQuery(undefined, { skip: loggedOut !== false, pollingInterval: GAME_MONEY_INTERVAL_MS, skipPollingIfUnfocused: true });
  return null;
}
