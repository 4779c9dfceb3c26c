import type { Ref } from 'react';
import styled from 'styled-components';
import { alpha } from '@/styles/theme';

export interface Outcome {
  tone: 'success' | 'error';
  text: string;
  clear?: boolean;
  /** The error is about the amount entered, so an action elsewhere makes it stale. */
  amount?: boolean;
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export function apiErrorText(t: Translate, error: unknown): string {
  const code =
    error && typeof error === 'object' && 'code' in error && typeof error.code === 'string' ? error.code : 'unknown';
  return t(`apiError.${code}`, { defaultValue: t('apiError.unknown') });
}

export const failure = (t: Translate, error: unknown): Outcome => ({ tone: 'error', text: apiErrorText(t, error) });

export const Message = styled.p<{ $tone: 'success' | 'error' }>`
  margin: 12px 0 0;
  padding: 10px 14px;
  border-radius: 8px;
  border: 1px solid ${({ $tone, theme }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
  background: ${({ $tone, theme }) => alpha($tone === 'success' ? theme.colors.success : theme.colors.danger, 8)};
`;

/** The live region a form's answer is said in: present before the answer, so that it is announced. */
export function OutcomeStatus({ outcome, ref }: { outcome: Outcome | null; ref?: Ref<HTMLDivElement> }) {
  return (
    // Focusable by script only: a form whose button was disabled under the focus hands it here (AmountForm).
    <div role="status" aria-live="polite" ref={ref} tabIndex={ref ? -1 : undefined}>
      {outcome ? <Message $tone={outcome.tone}>{outcome.text}</Message> : null}
    </div>
  );
}
