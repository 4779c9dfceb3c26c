import { apiErrorText, type Outcome, type Translate } from '@/components/common/Outcome';
import type { ResponseOf } from '@/lib/contract';
import type { SessionEndReason } from '@/lib/auth-errors';
import { keepAmount, noteSessionEnd } from '@/lib/sessionEnd';
import { checkAmount, isSettled, type AmountRules } from '@/lib/wallet';
import type { SiteFormat } from '@/store/market';

/**
 * A request that found the session gone: the amount is kept for after the login, the login page is told why, and the
 * page reloads to it (the server sends a visitor there and back here). Otherwise null.
 */
export function sessionGone(
  t: Translate,
  error: unknown,
  form: 'deposit' | 'withdraw',
  amount: number,
): Outcome | null {
  const failure = error as { status?: unknown; reason?: SessionEndReason } | undefined;
  if (failure?.status !== 401) return null;
  keepAmount(form, amount);
  noteSessionEnd(failure.reason ?? 'ended');
  window.location.reload();
  return { tone: 'error', text: t('apiError.unauthenticated') };
}

// An answer that may hide an applied request tells the member to look before trying again.
export function requestFailure(t: Translate, error: unknown, what: 'request' | 'comp'): Outcome {
  const text = apiErrorText(t, error);
  return { tone: 'error', text: isSettled(error) ? text : `${text} ${t(`wallet.unsettled.${what}`)}` };
}

/**
 * The backend refused the amount under the site's wallet rules (400 `amount`): the rule it breaks, in the member's language;
 * one the page's rules allow means the operator changed them since the page loaded. Otherwise null.
 */
export function amountRefusal(
  t: Translate,
  error: unknown,
  amount: number,
  rules: AmountRules,
  { money }: Pick<SiteFormat, 'money'>,
): Outcome | null {
  const failure = error as { status?: unknown; field?: unknown } | undefined;
  if (failure?.status !== 400 || failure.field !== 'amount') return null;
  const problem = checkAmount(amount, rules);
  const text =
    problem === 'wallet.rule.minimum'
      ? t(problem, { amount: money(rules.min) })
      : problem === 'wallet.rule.step'
        ? t(problem, { amount: money(rules.step) })
        : t('wallet.rule.changed');
  return { tone: 'error', text, amount: true };
}

type DepositRefusal = Exclude<ResponseOf<'apply-user-deposit'>, { status: 'success' }>;
type Lock = Extract<ResponseOf<'apply-user-deposit'>, { status: 'locked' }>['lock'];

/** The operator closed deposits or withdrawals (for everyone or this member): why, and until when. The reason is the operator's text, said as text. */
export function lockText(
  t: Translate,
  kind: 'deposit' | 'withdraw',
  lock: Lock,
  { dateTime }: Pick<SiteFormat, 'dateTime'>,
): string {
  const until = lock.until ? t('wallet.locked.until', { time: dateTime(lock.until) }) : t('wallet.locked.noEnd');
  return `${t(`wallet.locked.${kind}`, { reason: lock.reason })} ${until}`;
}

export function lockedRefusal(
  t: Translate,
  kind: 'deposit' | 'withdraw',
  lock: Lock,
  format: Pick<SiteFormat, 'dateTime'>,
): Outcome {
  return { tone: 'error', text: lockText(t, kind, lock, format) };
}

export function depositRefusal(
  t: Translate,
  answer: DepositRefusal,
  { money, dateTime }: Pick<SiteFormat, 'money' | 'dateTime'>,
): Outcome {
  switch (answer.status) {
    case 'wait':
      return { tone: 'error', text: t('wallet.deposit.wait') };
    case 'limit': {
      const parts = [
        t(`wallet.limit.over.${answer.period}`),
        answer.left > 0 ? t('wallet.limit.left', { amount: money(answer.left) }) : t('wallet.limit.reached'),
        answer.retryAt ? t('wallet.limit.retryAt', { time: dateTime(answer.retryAt) }) : t('wallet.limit.never'),
      ];
      return { tone: 'error', text: parts.join(' '), amount: true };
    }
    case 'restricted':
      return {
        tone: 'error',
        text: t(`wallet.restricted.${answer.restriction.kind}`, { until: dateTime(answer.restriction.until) }),
      };
    case 'locked':
      return lockedRefusal(t, 'deposit', answer.lock, { dateTime });
    default:
      return { tone: 'error', text: t('apiError.unknown') };
  }
}
