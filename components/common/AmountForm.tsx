import { useRouter } from 'next/router';
import { useT } from '@/components/common/translation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod';
import { Button, ButtonRow } from '@/components/common/Button';
import { Field } from '@/components/common/Field';
import { MAX_MONEY } from '@/lib/contract/common';
import { formatNumber } from '@/lib/format';
import { addQuickAmount, amountText, readAmountInput, type AmountProblem, type AmountRules } from '@/lib/wallet';
import { OutcomeStatus, type Outcome } from './Outcome';
import { useMarket, useSiteFormat } from '@/store/market';

interface AmountFormProps {
  label: string;
  submitLabel: string;
  rules: AmountRules;
  /** The request's amount the form fills (lib/wallet AMOUNT_FIELDS); the contract's money by default. */
  wire?: z.ZodType<number>;
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
  wire,
  hint,
  quickAmounts,
  onSubmit,
  secondary,
  formatAmount,
  disabled = false,
  ruleKeys = 'wallet.rule',
  initialAmount = 0,
}: AmountFormProps) {
  const { t } = useT();
  const fmt = useSiteFormat();
  const { locale = 'ko' } = useRouter();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const busy = useRef(false);
  const { currency } = useMarket();
  const schema = useMemo(
    () => z.object({ amount: amountText(rules, locale, wire, currency) }),
    [rules, locale, wire, currency],
  );
  // The field holds the text shown: an amount with its grouping, or text that is not one ("30000.00"), never sent.
  const { control, register, handleSubmit, reset, setValue, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { amount: initialAmount ? formatNumber(initialAmount, locale) : '' },
  });
  const text = useWatch({ control, name: 'amount' });
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const status = useRef<HTMLDivElement>(null);

  // A button of the form is disabled while its request runs, and the browser drops the focus to the page: the answer
  // takes it (from the button too, where the focus stayed). Focus in the amount field stays there.
  useEffect(() => {
    const active = document.activeElement;
    const dropped =
      !active ||
      active === document.body ||
      (active instanceof HTMLButtonElement && Boolean(form.current?.contains(active)));
    if (outcome && dropped) status.current?.focus();
  }, [outcome]);

  const reading = readAmountInput(text, locale, currency);
  const amount = 'amount' in reading ? reading.amount : 0;
  const problem =
    'problem' in reading ? reading.problem : (formState.errors.amount?.message as AmountProblem | undefined);
  const money = (value: number) => fmt.money(value);
  const checked = formState.isSubmitted;
  const stale = checked || Boolean(outcome?.amount);
  // Forgets the last submit's verdict, keeping what is typed: its errors show again only on the next submit.
  const uncheck = useCallback(() => reset(undefined, { keepValues: true, keepDefaultValues: true }), [reset]);

  // An error answers the last submit: an action elsewhere on the page makes it stale.
  useEffect(() => {
    if (!stale) return;
    const elsewhere = (event: Event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (
        !target ||
        form.current?.contains(target) ||
        !target.closest('a, button, input, select, textarea, [role="button"]')
      )
        return;
      uncheck();
      setOutcome((current) => (current?.amount ? null : current));
    };
    document.addEventListener('click', elsewhere, true);
    document.addEventListener('change', elsewhere, true);
    return () => {
      document.removeEventListener('click', elsewhere, true);
      document.removeEventListener('change', elsewhere, true);
    };
  }, [stale, uncheck]);

  function show(next: number) {
    setValue('amount', next ? formatNumber(next, locale) : '', { shouldValidate: formState.isSubmitted });
    setOutcome(null);
  }

  // An amount is shown with its grouping as it is typed; text that is not one stays as typed.
  function type(typed: string) {
    const read = readAmountInput(typed, locale, currency);
    const shown = 'amount' in read ? (read.amount ? formatNumber(read.amount, locale) : '') : typed;
    if (shown !== typed) setValue('amount', shown, { shouldValidate: formState.isSubmitted });
    setOutcome(null);
  }

  /** One thing at a time, from the click on: a second click while the first is checked or sent does nothing. */
  async function once(work: () => Promise<boolean>) {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    try {
      // Cleared once the work is over, so the next amount is checked on its own submit again.
      if (await work()) reset({ amount: '' });
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  /** Sends a request; true when its answer clears the form. */
  async function send(action: () => Promise<Outcome | null>): Promise<boolean> {
    setOutcome(null);
    const result = await action();
    if (result) setOutcome(result);
    return Boolean(result?.clear);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void once(async () => {
      let clear = false;
      await handleSubmit(
        async (values) => {
          clear = await send(() => onSubmit(values.amount));
        },
        // A late second click of a double click finds the field cleared: the answer it follows stays said.
        () => setOutcome((current) => (current?.tone === 'success' ? current : null)),
      )();
      return clear;
    });
  }

  return (
    <form ref={form} onSubmit={submit} noValidate>
      <AmountField
        {...register('amount', { onChange: (event: ChangeEvent<HTMLInputElement>) => type(event.target.value) })}
        id={`${id}-amount`}
        label={label}
        hint={hint}
        error={
          problem &&
          t(problem.replace('wallet.rule', ruleKeys), {
            amount: (formatAmount ?? money)(problemAmount(problem, rules)),
          })
        }
        alert
        inputMode="numeric"
        autoComplete="off"
        addon={
          quickAmounts ? (
            <Button
              type="button"
              onClick={() => {
                reset({ amount: '' });
                setOutcome(null);
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
            <Button
              key={value}
              type="button"
              aria-label={t('wallet.quick.add', { amount: money(value) })}
              onClick={() => show(addQuickAmount(amount, value))}
            >
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
              uncheck();
              void once(() => send(secondary.run));
            }}
          >
            {secondary.label}
          </Button>
        ) : null}
      </ButtonRow>
      <OutcomeStatus outcome={outcome} ref={status} />
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
    /* Two to a row on a phone: "+5.000.000.000 ₫" keeps room on both sides down to 360 px. */
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
