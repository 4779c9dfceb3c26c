import { toAmount } from '@/lib/format';
import { userApi } from './userApi';

const selectHealthCheck = userApi.endpoints.healthCheck.select();

type State = Parameters<typeof selectHealthCheck>[0];

/**
 * The current member as the last health check (or the server render) saw them, with the money of every newer answer
 * written in (the in-game balance, a withdraw, a conversion: userApi, walletApi); undefined when logged out.
 */
export const selectCurrentMember = (state: State) => selectHealthCheck(state).data;

/** Money held in an open game (the user's `in_balance`, which `get-in-game-balance` answers keep current). */
export const selectGameMoney = (state: State) => toAmount(selectCurrentMember(state)?.user.in_balance);

/**
 * A member's holdings: wallet plus game money of the one member entry, truncated; undefined when logged out.
 * Adding the health check's wallet to another answer's game money doubled what a launch had just moved into the game.
 */
export const selectHoldings = (state: State) => {
  const member = selectCurrentMember(state);
  return member ? toAmount(member.user.balance) + toAmount(member.user.in_balance) : undefined;
};
