import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export type FieldProps = InputHTMLAttributes<FieldElement> & {
  as?: 'input' | 'select' | 'textarea';
  ref?: Ref<FieldElement>;
  rows?: number;
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | null;
  /** A positive note (this user id is free), shown when there is no error. */
  ok?: string | null;
  alert?: boolean;
  hideLabel?: boolean;
  addon?: ReactNode;
  className?: string;
};

export function Field({
  id,
  label,
  hint,
  error,
  ok,
  alert = false,
  hideLabel = false,
  addon,
  className,
  ref,
  ...control
}: FieldProps) {
  const message = error || ok;
  const describedBy =
    [hint ? `${id}-hint` : null, message ? `${id}-message` : null].filter(Boolean).join(' ') || undefined;
  const input = (
    <Control
      {...(control as InputHTMLAttributes<HTMLInputElement>)}
      ref={ref as Ref<HTMLInputElement>}
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
    />
  );

  return (
    <Wrapper className={className}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      {addon ? (
        <Row>
          {input}
          {addon}
        </Row>
      ) : (
        input
      )}
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {message ? (
        <Note id={`${id}-message`} role={error && alert ? 'alert' : undefined} $ok={!error}>
          {message}
        </Note>
      ) : null}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;

  label {
    font-weight: 600;
  }
`;

const Control = styled.input`
  width: 100%;
  min-width: 0;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 12px;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:is(textarea) {
    padding: 10px 12px;
    resize: vertical;
    line-height: 1.6;
  }
`;

const Row = styled.div`
  display: flex;
  gap: 8px;

  /* The button keeps its label on one line (up to half the row), rather than being squeezed into "パスワー/ド". */
  > button {
    flex: 0 0 auto;
    max-width: 50%;
    padding: 0 12px;
  }
`;

const Hint = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Note = styled.span<{ $ok: boolean }>`
  font-size: 0.9rem;
  font-weight: 600;
  color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
`;
