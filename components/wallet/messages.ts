import { isSettled } from '@/lib/wallet';

/** What a form shows after an answer; `clear` empties the amount field. */
export interface Outcome {
  tone: 'success' | 'error';
  text: string;
  clear?: boolean;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A failed call (proxy 4xx/5xx, timeout, lost connection) as a translated sentence. After a 5xx, a timeout or a lost
 * connection the request may still have been applied: the form keeps its request key, so a retry is applied once.
 */
export function apiErrorText(t: Translate, error: unknown): string {
  const code = error && typeof error === 'object' && 'code' in error && typeof error.code === 'string' ? error.code : 'unknown';
  return t(`apiError.${code}`, { defaultValue: t('apiError.unknown') });
}

export const failure = (t: Translate, error: unknown): Outcome => ({ tone: 'error', text: apiErrorText(t, error) });

/**
 * A money request's failure. When the answer may hide an applied request (isSettled), the member is not left to
 * think nothing happened: they are told to look before trying again, and that the same amount is not applied twice.
 */
export function requestFailure(t: Translate, error: unknown, what: 'request' | 'comp'): Outcome {
  const text = apiErrorText(t, error);
  return { tone: 'error', text: isSettled(error) ? text : `${text} ${t(`wallet.unsettled.${what}`)}` };
}

