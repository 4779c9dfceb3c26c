import Link from 'next/link';
import type { InputHTMLAttributes, Ref } from 'react';
import styled from 'styled-components';
import { useT } from '@/components/common/translation';
import { infoPath } from '@/lib/paths';

type ConsentFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  ref?: Ref<HTMLInputElement>;
  /** What is wrong, already a sentence. */
  problem: string | null;
};

/** The 19+ and terms consent: a box to tick, the terms a link away. */
export function ConsentField({ id, problem, ...input }: ConsentFieldProps) {
  const { t } = useT();
  return (
    <Consent>
      <label>
        <input
          {...input}
          id={id}
          type="checkbox"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-message` : undefined}
          required
        />
        <span>{t('register.consent')}</span>
      </label>
      <Link href={infoPath('terms')} target="_blank">
        {t('register.terms')}
      </Link>
      {problem ? <ConsentError id={`${id}-message`}>{problem}</ConsentError> : null}
    </Consent>
  );
}

const Consent = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 14px 16px;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  label {
    display: flex;
    align-items: flex-start;
    gap: 10px;
    font-weight: 600;
    cursor: pointer;
  }
  input {
    flex: 0 0 auto;
    width: 22px;
    height: 22px;
    margin: 1px 0 0;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
  input[aria-invalid='true'] {
    outline: 2px solid ${({ theme }) => theme.colors.danger};
  }
  a {
    align-self: flex-start;
    margin-left: 32px;
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 700;
  }
`;

const ConsentError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
