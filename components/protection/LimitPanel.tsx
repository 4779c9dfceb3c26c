import { useT } from '@/components/common/translation';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { AmountForm } from '@/components/common/AmountForm';
import { Button } from '@/components/common/Button';
import { failure, OutcomeStatus, type Outcome } from '@/components/common/Outcome';
import type { PeriodLimit } from '@/lib/contract';
import type { LimitPeriod } from '@/lib/contract/terms';
import { LIMIT_FIELD } from '@/lib/protection';
import { useConfirmLimitChangeMutation, useSetDepositLimitMutation } from '@/store/protectionApi';
import { Callout } from './parts';
import { useMarket, useSiteFormat } from '@/store/market';

const { wire } = LIMIT_FIELD;

interface LimitPanelProps {
  period: LimitPeriod;
  limit: PeriodLimit;
  /** A member on a break or self-excluded sees their limits and changes nothing. */
  readOnly: boolean;
}

/** Whether the moment `at` has come, turning true on time; the server (and hydration) says not yet, the backend decides. */
function useReached(at: string | undefined): boolean {
  const time = at ? Date.parse(at) : Number.NaN;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const wait = time - Date.now();
      if (!(wait > 0)) return () => undefined;
      const timer = setTimeout(onChange, Math.min(wait, 2 ** 31 - 1));
      return () => clearTimeout(timer);
    },
    [time],
  );
  return useSyncExternalStore(
    subscribe,
    () => !Number.isFinite(time) || Date.now() >= time,
    () => false,
  );
}

/** A sentence whose date is kept on one line (a <time>): a narrow column breaks the words around it, never the date. */
function WithDate({ text, date, dateTime }: { text: string; date: string; dateTime?: string | null }) {
  const at = date ? text.indexOf(date) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <DateText dateTime={dateTime ?? undefined}>{date}</DateText>
      {text.slice(at + date.length)}
    </>
  );
}

export function LimitPanel({ period, limit, readOnly }: LimitPanelProps) {
  const { t } = useT();
  const fmt = useSiteFormat();
  // A limit the member can deposit exactly: this site's deposit minimum and step.
  const { depositMin, depositStep } = useMarket().wallet;
  const LIMIT_RULES = useMemo(() => ({ min: depositMin, step: depositStep }), [depositMin, depositStep]);
  const money = (value: number | null) => (value === null ? t('protection.limits.none') : fmt.money(value));
  const [setLimit] = useSetDepositLimitMutation();
  const [confirmChange, { isLoading: confirming }] = useConfirmLimitChangeMutation();
  const [confirmed, setConfirmed] = useState<Outcome | null>(null);
  const { amount, pending } = limit;
  const heading = `limit-${period}`;
  const ready = useReached(pending?.confirmableAt);

  async function save(next: number | null): Promise<Outcome> {
    setConfirmed(null);
    const result = await setLimit({ period, amount: next });
    if (result.error) return failure(t, result.error);
    const { change, limit: saved } = result.data;
    const time = fmt.dateTime(saved.pending?.confirmableAt);
    if (change === 'unchanged') return { tone: 'success', text: t('protection.limits.unchanged', { time }) };
    if (change === 'pending') {
      const text =
        saved.pending?.amount == null
          ? t('protection.limits.pendingRemoval', { time })
          : t('protection.limits.pendingRaise', { amount: money(saved.pending.amount), time });
      return { tone: 'success', text, clear: true };
    }
    return { tone: 'success', text: t('protection.limits.applied', { amount: money(saved.amount) }), clear: true };
  }

  async function confirm() {
    const result = await confirmChange({ period });
    if (result.error) return setConfirmed(failure(t, result.error));
    const answer = result.data;
    if (answer.status === 'early')
      return setConfirmed({
        tone: 'error',
        text: t('protection.limits.early', { time: fmt.dateTime(answer.confirmableAt) }),
      });
    if (answer.status === 'none') return setConfirmed({ tone: 'error', text: t('protection.limits.nothing') });
    const now = answer.limit.amount;
    setConfirmed({
      tone: 'success',
      text: now === null ? t('protection.limits.removed') : t('protection.limits.confirmed', { amount: money(now) }),
    });
  }

  return (
    <Panel aria-labelledby={heading}>
      <h3 id={heading}>{t(`protection.limits.period.${period}`)}</h3>
      <Figures>
        <div>
          <dt>{t('protection.limits.current')}</dt>
          <dd>{money(amount)}</dd>
        </div>
        <div>
          <dt>{t('protection.limits.used')}</dt>
          <dd>{money(limit.used)}</dd>
        </div>
        {limit.left !== null ? (
          <div>
            <dt>{t('protection.limits.left')}</dt>
            <dd>{money(limit.left)}</dd>
          </div>
        ) : null}
      </Figures>
      {limit.freesAt && limit.used > 0 ? (
        <Small>
          <WithDate
            text={t('protection.limits.freesAt', { time: fmt.dateTime(limit.freesAt) })}
            date={fmt.dateTime(limit.freesAt)}
            dateTime={limit.freesAt}
          />
        </Small>
      ) : null}
      {pending ? (
        <Callout $tone="accent">
          <p>
            {pending.amount === null
              ? t('protection.limits.waitingRemoval')
              : t('protection.limits.waitingRaise', { amount: money(pending.amount) })}
          </p>
          <p id={`${heading}-confirmable`}>
            <WithDate
              text={t('protection.limits.confirmableAt', { time: fmt.dateTime(pending.confirmableAt) })}
              date={fmt.dateTime(pending.confirmableAt)}
              dateTime={pending.confirmableAt}
            />
          </p>
          {readOnly ? null : (
            // Focusable while it waits, so a keyboard or screen-reader user hears from when it can be confirmed.
            <ConfirmButton
              type="button"
              $tone={ready ? 'primary' : 'secondary'}
              disabled={confirming}
              aria-busy={confirming}
              aria-disabled={ready ? undefined : true}
              aria-describedby={ready ? undefined : `${heading}-confirmable`}
              onClick={() =>
                ready
                  ? void confirm()
                  : setConfirmed({
                      tone: 'error',
                      text: t('protection.limits.early', { time: fmt.dateTime(pending.confirmableAt) }),
                    })
              }
            >
              {t('protection.limits.confirm')}
            </ConfirmButton>
          )}
        </Callout>
      ) : null}
      <OutcomeStatus outcome={confirmed} />
      {readOnly ? null : (
        <AmountForm
          label={t(`protection.limits.newAmount.${period}`)}
          submitLabel={t(amount === null ? 'protection.limits.set' : 'protection.limits.change')}
          rules={LIMIT_RULES}
          wire={wire}
          ruleKeys="protection.rule"
          hint={t('protection.limits.rules', { min: money(LIMIT_RULES.min), step: money(LIMIT_RULES.step) })}
          onSubmit={(next) => save(next)}
          secondary={
            amount !== null && pending?.amount !== null
              ? { label: t('protection.limits.remove'), run: () => save(null) }
              : undefined
          }
        />
      )}
    </Panel>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
  padding: 16px;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceDeep};

  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  form > div:first-child input {
    font-size: 1.05rem;
  }
`;

/* One row a figure, the amount to the right: a billion in any currency fits whole at any width. */
const Figures = styled.dl`
  margin: 0;
  padding: 4px 12px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surfaceRaised};

  div {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 4px 12px;
    padding: 8px 0;
  }
  div + div {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt {
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0 0 0 auto;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  div:first-child dd {
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const DateText = styled.time`
  white-space: nowrap;
`;

const ConfirmButton = styled(Button)`
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
    filter: none;
  }
`;

const Small = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
