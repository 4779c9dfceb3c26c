import { useRouter } from 'next/router';
import { useT } from '@/lib/t';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTypedBeforeHydration } from '@/components/common/useTypedBeforeHydration';
import styled from 'styled-components';
import { MAX_MONEY } from '@/lib/contract/common';
import { formatMoney, formatNumber } from '@/lib/format';
import { addQuickAmount, checkAmount, readAmountInput, type AmountProblem, type AmountRules } from '@/lib/wallet';
import type { Outcome } from './messages';
import { Message, PrimaryButton, SecondaryButton } from './parts';

interface AmountFormProps {
  label: string;
  submitLabel: string;
  rules: AmountRules;
  /** The rules in one sentence under the field. */
  hint?: string;
  quickAmounts?: readonly number[];
  /** Sends the amount; null when nothing was sent (the player said no). */
  onSubmit: (amount: number) => Promise<Outcome | null>;
  /** A second action that needs no amount (convert all). */
  secondary?: { label: string; run: () => Promise<Outcome | null> };
}

/** An amount field with quick buttons: the rules are checked before anything is sent, and one request runs at a time. */
export function AmountForm({ label, submitLabel, rules, hint, quickAmounts, onSubmit, secondary }: AmountFormProps) {
  const { t } = useT();
  const { locale = 'ko' } = useRouter();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const busy = useRef(false);
  const formRef = useTypedBeforeHydration();
  const [amount, setAmount] = useState(0);
  /** What the player typed or pasted when it is not an amount ("30000.00"): shown as it is, with its error, never sent. */
  const [unreadable, setUnreadable] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const problem: AmountProblem | null = unreadable !== null ? 'wallet.rule.whole' : checked ? checkAmount(amount, rules) : null;
  const money = (value: number) => formatMoney(value, locale, t);

  function change(next: number) {
    setAmount(next);
    setUnreadable(null);
    setOutcome(null);
  }

  function type(text: string) {
    const reading = readAmountInput(text, locale);
    if ('amount' in reading) return change(reading.amount);
    setUnreadable(text);
    setOutcome(null);
  }

  async function run(action: () => Promise<Outcome | null>) {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    try {
      const result = await action();
      if (result) setOutcome(result);
      if (result?.clear) {
        setAmount(0);
        setUnreadable(null);
        setChecked(false);
      }
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    setChecked(true);
    if (unreadable !== null || checkAmount(amount, rules)) {
      setOutcome(null);
      input.current?.focus();
      return;
    }
    void run(() => onSubmit(amount));
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Label htmlFor={`${id}-amount`}>{label}</Label>
      <InputRow>
        <Input
          ref={input}
          id={`${id}-amount`}
          name="amount"
          inputMode="numeric"
          autoComplete="off"
          className="tabular"
          value={unreadable ?? (amount ? formatNumber(amount, locale) : '')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={[problem ? `${id}-problem` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined}
          onChange={(event) => type(event.target.value)}
        />
        {quickAmounts ? (
          <Reset type="button" onClick={() => change(0)}>
            {t('wallet.quick.reset')}
          </Reset>
        ) : null}
      </InputRow>
      {problem ? (
        <Problem id={`${id}-problem`} role="alert">
          {t(problem, { amount: money(problemAmount(problem, rules)) })}
        </Problem>
      ) : null}
      {quickAmounts ? (
        <Quick role="group" aria-label={t('wallet.quick.label')}>
          {quickAmounts.map((value) => (
            <SecondaryButton key={value} type="button" aria-label={t('wallet.quick.add', { amount: money(value) })} onClick={() => change(addQuickAmount(amount, value))}>
              +{money(value)}
            </SecondaryButton>
          ))}
        </Quick>
      ) : null}
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      <Actions>
        <PrimaryButton type="submit" disabled={sending} aria-busy={sending}>
          {submitLabel}
        </PrimaryButton>
        {secondary ? (
          <SecondaryButton type="button" disabled={sending} onClick={() => void run(secondary.run)}>
            {secondary.label}
          </SecondaryButton>
        ) : null}
      </Actions>
      <div role="status" aria-live="polite">
        {outcome ? <Message $tone={outcome.tone}>{outcome.text}</Message> : null}
      </div>
    </form>
  );
}

function problemAmount(problem: AmountProblem, rules: AmountRules): number {
  if (problem === 'wallet.rule.minimum') return rules.min;
  if (problem === 'wallet.rule.step') return rules.step;
  return MAX_MONEY;
}

const Label = styled.label`
  display: block;
  margin-bottom: 6px;
  font-weight: 700;
`;

const InputRow = styled.div`
  display: flex;
  gap: 8px;
`;

const Input = styled.input`
  flex: 1 1 auto;
  min-width: 0;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 14px;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.15rem;
  font-weight: 700;
  text-align: right;
  /* Focused after a broken rule: keep the field and its label clear of the sticky header. */
  scroll-margin-top: 150px;

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Reset = styled(SecondaryButton)`
  flex: 0 0 auto;
  white-space: nowrap;
`;

const Problem = styled.p`
  margin: 6px 0 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.danger};
`;

const Quick = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px;
  margin-top: 12px;

  button {
    padding: 0 6px;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }

  @media (min-width: 560px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Hint = styled.p`
  margin: 12px 0 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 16px;

  button {
    flex: 1 1 160px;
  }
`;
