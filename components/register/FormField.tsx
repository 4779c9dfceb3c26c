import { useT } from '@/lib/t';
import type { ReactElement } from 'react';
import { cloneElement } from 'react';
import styled from 'styled-components';

interface FormFieldProps {
  id: string;
  label: string;
  hint?: string;
  /** A translation key; shown next to the field and announced with it. */
  error?: string | null;
  /** A positive note (e.g. "this user id is free"), shown when there is no error. */
  ok?: string | null;
  children: ReactElement<Record<string, unknown>>;
}

/** One labelled control with its hint and its error, wired with aria-invalid and aria-describedby. */
export function FormField({ id, label, hint, error, ok, children }: FormFieldProps) {
  const { t } = useT();
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const describedBy = [hint ? hintId : null, error || ok ? messageId : null].filter(Boolean).join(' ') || undefined;

  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? (
        <Message id={messageId} $tone="error">
          {t(error)}
        </Message>
      ) : ok ? (
        <Message id={messageId} $tone="ok">
          {ok}
        </Message>
      ) : null}
    </Field>
  );
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;

  label {
    font-weight: 600;
  }
  input,
  select {
    width: 100%;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 12px;
    border-radius: 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
  }
  input[aria-invalid='true'],
  select[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Hint = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Message = styled.span<{ $tone: 'error' | 'ok' }>`
  font-size: 0.9rem;
  font-weight: 600;
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.success)};
`;
