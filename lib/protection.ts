import { contract, type PeriodLimit } from './contract';
import { limitPeriods, type LimitPeriod } from './contract/terms';
import { DEPOSIT_RULES, type AmountField, type AmountRules } from './wallet';

/** A limit the member can deposit exactly: the deposit's minimum and step (the backend takes any whole won). */
export const LIMIT_RULES: AmountRules = DEPOSIT_RULES;
export const LIMIT_FIELD: AmountField = {
  rules: LIMIT_RULES,
  wire: contract['set-deposit-limit'].request.shape.amount.unwrap(),
};

/** Whether any deposit limit is in force (a change waits only beside one). */
export const hasDepositLimit = (limits: Record<LimitPeriod, Pick<PeriodLimit, 'amount'>>) =>
  limitPeriods.some((period) => limits[period].amount !== null);
