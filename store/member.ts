import { toAmount } from '@/lib/format';
import { userApi } from './userApi';

const selectHealthCheck = userApi.endpoints.healthCheck.select();
const selectInGameBalance = userApi.endpoints.inGameBalance.select();

type State = Parameters<typeof selectHealthCheck>[0];

/** The current member as the last health check (or the server render) saw them; undefined when logged out. */
export const selectCurrentMember = (state: State) => selectHealthCheck(state).data;

/**
 * The member's money as ONE answer gave it: the in-game balance entry, which every health check also writes
 * (userApi), so it is always the newest answer holding both the wallet and the game money; else the health check.
 * Adding figures of two answers doubled the money a launch had just moved into the game.
 */
const selectMoney = (state: State) => {
  const inGame = selectInGameBalance(state).data;
  if (inGame) return { balance: toAmount(inGame.balance), gameMoney: toAmount(inGame.gameMoney) };
  const member = selectCurrentMember(state);
  return member ? { balance: toAmount(member.user.balance), gameMoney: toAmount(member.user.in_balance) } : undefined;
};

/** Money held in an open game, from the newest answer that reports it (0 until one has). */
export const selectGameMoney = (state: State) => selectMoney(state)?.gameMoney ?? 0;

/** A member's holdings: wallet plus game money of one answer, truncated; undefined when logged out. */
export const selectHoldings = (state: State) => {
  const money = selectCurrentMember(state) ? selectMoney(state) : undefined;
  return money ? money.balance + money.gameMoney : undefined;
};
