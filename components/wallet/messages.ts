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

