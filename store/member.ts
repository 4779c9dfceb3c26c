import { toAmount } from '@/lib/format';
import { userApi } from './userApi';

const selectHealthCheck = userApi.endpoints.healthCheck.select();
const selectInGameBalance = userApi.endpoints.inGameBalance.select();

type State = Parameters<typeof selectHealthCheck>[0];

/** The current member as the last health check (or the server render) saw them; undefined when logged out. */
export const selectCurrentMember = (state: State) => selectHealthCheck(state).data;

/** Money held in an open game, as `get-in-game-balance` last reported it (0 until it has). */
export const selectGameMoney = (state: State) => toAmount(selectInGameBalance(state).data?.gameMoney);

/** A member's holdings: the truncated balance plus the game money; undefined when logged out. */
export const selectHoldings = (state: State) => {
  const member = selectCurrentMember(state);
  return member ? toAmount(member.user.balance) + selectGameMoney(state) : undefined;
};
