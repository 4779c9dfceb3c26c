import type { Ref } from 'react';
import styled from 'styled-components';
import { alpha } from '@/styles/theme';

/** What an action came to, as the player is told it. */
export interface Outcome {
  tone: 'success' | 'error';
  text: string;
  clear?: boolean;
  /** The error is about the amount entered, so an action elsewhere makes it stale. */
  amount?: boolean;
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The sentence for a call that got no usable answer (`ApiFailure`: the proxy's code, `http_<status>`, `timeout` or
 * `network`), as `apiError.<code>`; `instead` names a screen's own key for a code it says better (a lockout, say).
 */
export function apiErrorText(t: Translate, error: unknown, instead: Partial<Record<string, string>> = {}): string {
  const code =
    error && typeof error === 'object' && 'code' in error && typeof error.code === 'string' ? error.code : 'unknown';
  return t(instead[code] ?? `apiError.${code}`, { defaultValue: t('apiError.unknown') });
}

export const failure = (t: Translate, error: unknown): Outcome => ({ tone: 'error', text: apiErrorText(t, error) });

/** The one look of an outcome; the layout around it gives the space. */
export const Message = styled.p<{ $tone: Outcome['tone'] }>`
  margin: 0;
  padding: 10px 14px;
  border-radius: 8px;
  border: 1px solid ${({ $tone, theme }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
  background: ${({ $tone, theme }) => alpha($tone === 'success' ? theme.colors.success : theme.colors.danger, 8)};
`;

/** Props of a `Message` that appears with its outcome: an error is said at once (alert), a success politely (status). */
export const said = (outcome: Outcome) =>
  ({ role: outcome.tone === 'error' ? 'alert' : 'status', $tone: outcome.tone, children: outcome.text }) as const;

/** The live region a form's answer is said in: present before the answer, so that it is announced. */
export function OutcomeStatus({ outcome, ref }: { outcome: Outcome | null; ref?: Ref<HTMLDivElement> }) {
  return (
    // Focusable by script only: a form whose button was disabled under the focus hands it here (AmountForm).
    <Live role="status" aria-live="polite" ref={ref} tabIndex={ref ? -1 : undefined}>
      {outcome ? <Message $tone={outcome.tone}>{outcome.text}</Message> : null}
    </Live>
  );
}

const Live = styled.div`
  > p {
    margin-top: 12px;
  }
`;
