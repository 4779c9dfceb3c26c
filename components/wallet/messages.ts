import { isSettled } from '@/lib/wallet';

export interface Outcome {
  tone: 'success' | 'error';
  text: string;
  clear?: boolean;
  /** The error is about the amount entered, so an action elsewhere makes it stale. */
  amount?: boolean;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function apiErrorText(t: Translate, error: unknown): string {
  const code = error && typeof error === 'object' && 'code' in error && typeof error.code === 'string' ? error.code : 'unknown';
  return t(`apiError.${code}`, { defaultValue: t('apiError.unknown') });
}

export const failure = (t: Translate, error: unknown): Outcome => ({ tone: 'error', text: apiErrorText(t, error) });

// An answer that may hide an applied request tells the member to look before trying again.
export function requestFailure(t: Translate, error: unknown, what: 'request' | 'comp'): Outcome {
  const text = apiErrorText(t, error);
  return { tone: 'error', text: isSettled(error) ? text : `${text} ${t(`wallet.unsettled.${what}`)}` };
}

