import { apiErrorText, type Outcome, type Translate } from '@/components/common/Outcome';
import type { ResponseOf } from '@/lib/contract';
import { formatDateTime } from '@/lib/format/date';
import type { SessionEndReason } from '@/lib/auth-errors';
import { keepAmount, noteSessionEnd } from '@/lib/sessionEnd';
import { isSettled } from '@/lib/wallet';

/**
 * A request that found the session gone: the amount is kept for after the login, the login page is told why, and the
 * page reloads to it (the server sends a visitor there and back here). Otherwise null.
 */
export function sessionGone(t: Translate, error: unknown, form: 'deposit' | 'withdraw', amount: number): Outcome | null {
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

type DepositRefusal = Exclude<ResponseOf<'apply-user-deposit'>, { status: 'success' }>;
type Lock = Extract<ResponseOf<'apply-user-deposit'>, { status: 'locked' }>['lock'];

/** The operator closed deposits or withdrawals (for everyone or this member): why, and until when. The reason is the operator's text, said as text. */
export function lockText(t: Translate, kind: 'deposit' | 'withdraw', lock: Lock): string {
  const until = lock.until ? t('wallet.locked.until', { time: formatDateTime(lock.until) }) : t('wallet.locked.noEnd');
  return `${t(`wallet.locked.${kind}`, { reason: lock.reason })} ${until}`;
}

export function lockedRefusal(t: Translate, kind: 'deposit' | 'withdraw', lock: Lock): Outcome {
  return { tone: 'error', text: lockText(t, kind, lock) };
}

export function depositRefusal(t: Translate, answer: DepositRefusal, money: (value: number) => string): Outcome {
  switch (answer.status) {
    case 'wait':
      return { tone: 'error', text: t('wallet.deposit.wait') };
    case 'limit': {
      const parts = [
        t(`wallet.limit.over.${answer.period}`),
        answer.left > 0 ? t('wallet.limit.left', { amount: money(answer.left) }) : t('wallet.limit.reached'),
        answer.retryAt ? t('wallet.limit.retryAt', { time: formatDateTime(answer.retryAt) }) : t('wallet.limit.never'),
      ];
      return { tone: 'error', text: parts.join(' '), amount: true };
    }
    case 'restricted':
      return { tone: 'error', text: t(`wallet.restricted.${answer.restriction.kind}`, { until: formatDateTime(answer.restriction.until) }) };
    case 'locked':
      return lockedRefusal(t, 'deposit', answer.lock);
    default:
      return { tone: 'error', text: t('apiError.unknown') };
  }
}
