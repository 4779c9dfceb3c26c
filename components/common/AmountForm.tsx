import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, ButtonRow } from '@/components/common/Button';
import { Field } from '@/components/common/Field';
import { MAX_MONEY } from '@/lib/contract/common';
import { formatMoney, formatNumber } from '@/lib/format';
import { addQuickAmount, checkAmount, readAmountInput, type AmountProblem, type AmountRules } from '@/lib/wallet';
import { OutcomeStatus, type Outcome } from './Outcome';

interface AmountFormProps {
  label: string;
  submitLabel: string;
  rules: AmountRules;
  hint?: string;
  quickAmounts?: readonly number[];
  /** Sends the amount; null when nothing was sent (the player said no). */
  onSubmit: (amount: number) => Promise<Outcome | null>;
  secondary?: { label: string; run: () => Promise<Outcome | null> };
  /** Writes an amount with its unit in the rule messages; money by default. */
  formatAmount?: (value: number) => string;
  /** Nothing can be sent (e.g. less comp than the minimum); `hint` says why. */
  disabled?: boolean;
  /** Where the broken rules' messages live (`<ruleKeys>.minimum` …); the wallet's by default. */
  ruleKeys?: string;
  /** The amount the form starts with (one typed before a login); none by default. */
  initialAmount?: number;
}

export function AmountForm({
  label,
  submitLabel,
  rules,
  hint,
  quickAmounts,
  onSubmit,
  secondary,
  formatAmount,
  disabled = false,
  ruleKeys = 'wallet.rule',
  initialAmount = 0,
}: AmountFormProps) {
  const { t } = useTranslation();
  const { locale = 'ko' } = useRouter();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const busy = useRef(false);
  const [amount, setAmount] = useState(initialAmount);
  // Text that is not an amount ("30000.00") is shown as typed, with its error, and never sent.
  const [unreadable, setUnreadable] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const problem: AmountProblem | null = unreadable !== null ? 'wallet.rule.whole' : checked ? checkAmount(amount, rules) : null;
  const money = (value: number) => formatMoney(value, locale, t);
  const stale = checked || Boolean(outcome?.amount);

  // An error answers the last submit: an action elsewhere on the page makes it stale.
  useEffect(() => {
    if (!stale) return;
    const elsewhere = (event: Event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target || form.current?.contains(target) || !target.closest('a, button, input, select, textarea, [role="button"]')) return;
      setChecked(false);
      setOutcome((current) => (current?.amount ? null : current));
    };
    document.addEventListener('click', elsewhere, true);
    document.addEventListener('change', elsewhere, true);
    return () => {
      document.removeEventListener('click', elsewhere, true);
      document.removeEventListener('change', elsewhere, true);
    };
  }, [stale]);

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
    setOutcome(null);
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
    <form ref={form} onSubmit={submit} noValidate>
      <AmountField
        ref={input}
        id={`${id}-amount`}
        name="amount"
        label={label}
        hint={hint}
        error={problem && t(problem.replace('wallet.rule', ruleKeys), { amount: (formatAmount ?? money)(problemAmount(problem, rules)) })}
        alert
        inputMode="numeric"
        autoComplete="off"
        value={unreadable ?? (amount ? formatNumber(amount, locale) : '')}
        onChange={(event) => type(event.target.value)}
        addon={
          quickAmounts ? (
            <Button
              type="button"
              onClick={() => {
                change(0);
                setChecked(false);
              }}
            >
              {t('wallet.quick.reset')}
            </Button>
          ) : null
        }
      />
      {quickAmounts ? (
        <Quick role="group" aria-label={t('wallet.quick.label')}>
          {quickAmounts.map((value) => (
            <Button key={value} type="button" aria-label={t('wallet.quick.add', { amount: money(value) })} onClick={() => change(addQuickAmount(amount, value))}>
              +{money(value)}
            </Button>
          ))}
        </Quick>
      ) : null}
      <ButtonRow>
        <Button type="submit" $tone="primary" disabled={sending || disabled} aria-busy={sending}>
          {submitLabel}
        </Button>
        {secondary ? (
          <Button
            type="button"
            disabled={sending || disabled}
            onClick={() => {
              // Converting all ignores the typed amount, so its error no longer applies.
              setChecked(false);
              void run(secondary.run);
            }}
          >
            {secondary.label}
          </Button>
        ) : null}
      </ButtonRow>
      <OutcomeStatus outcome={outcome} />
    </form>
  );
}

function problemAmount(problem: AmountProblem, rules: AmountRules): number {
  if (problem === 'wallet.rule.minimum') return rules.min;
  if (problem === 'wallet.rule.step') return rules.step;
  return MAX_MONEY;
}

const AmountField = styled(Field)`
  input {
    padding: 0 14px;
    border-radius: 8px;
    font-size: 1.15rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    text-align: right;
    /* Focused after a broken rule: clear of the sticky header. */
    scroll-margin-top: 150px;
  }
  button {
    flex: 0 0 auto;
    white-space: nowrap;
  }
`;

const Quick = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px;
  margin-top: 12px;

  button {
    padding: 0 6px;
    /* Two to a row on a phone: "+5,000,000 วอน" keeps room on both sides down to 360 px. */
    font-size: clamp(0.8rem, 3.6vw, 1rem);
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }

  @media (min-width: 560px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));

    button {
      font-size: 1rem;
    }
  }
`;

