import { useT } from '@/components/common/translation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { AmountForm } from '@/components/common/AmountForm';
import { Card, CardTitle, PageTitle } from '@/components/common/Card';
import type { Outcome } from '@/components/common/Outcome';
import { PageLayout } from '@/components/layout/PageLayout';
import { takeKeptAmount } from '@/lib/sessionEnd';
import type { AmountField } from '@/lib/wallet';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentMember } from '@/store/member';
import { BankDetails } from '@/components/common/wallet/BankDetails';
import { MemberFigures } from './MemberFigures';
import { Columns, Note } from '@/components/common/wallet/parts';
import { LockableFieldset, LockNotice, useWalletLocks } from './WalletLock';
import { useMarket, useSiteFormat } from '@/store/market';

interface RequestScreenProps {
  kind: 'deposit' | 'withdraw';
  amount: AmountField;
  onSubmit: (amount: number) => Promise<Outcome>;
  bankExtra?: ReactNode;
  /** Said above the amount form (deposit limits). */
  beforeForm?: ReactNode;
  /** Said instead of the form when requests are closed (a break or self-exclusion); the history stays. */
  closed?: ReactNode;
  children: ReactNode;
}

export function RequestScreen({
  kind,
  amount: { rules, wire },
  onSubmit,
  bankExtra,
  beforeForm,
  closed,
  children,
}: RequestScreenProps) {
  const { t } = useT();
  const fmt = useSiteFormat();
  const member = useAppSelector(selectCurrentMember);
  const { quickAmounts } = useMarket().wallet;
  const locks = useWalletLocks(kind);
  const lockId = useId();
  const locked = locks.length > 0;
  const notice = useRef<HTMLDivElement>(null);
  const wasLocked = useRef(locked);
  // An amount typed before the session ended comes back after the login; read after hydration, once.
  const [kept, setKept] = useState<number | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setKept(takeKeptAmount(kind));
  }, [kind]);

  // A lock found while the member is here (after a refused request) disables the form under the focus: the notice takes it.
  useEffect(() => {
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (locked && !wasLocked.current && focusLost) notice.current?.focus();
    wasLocked.current = locked;
  }, [locked]);

  const money = (value: number) => fmt.money(value);
  const title = t(`wallet.${kind}.title`);

  return (
    <PageLayout title={title}>
      <PageTitle>{title}</PageTitle>
      <Columns>
        <Card $padded aria-label={title}>
          <MemberFigures />
          {closed ?? (
            <>
              {beforeForm}
              {locked ? <LockNotice id={lockId} ref={notice} kind={kind} locks={locks} /> : null}
              <LockableFieldset disabled={locked} aria-describedby={locked ? lockId : undefined}>
                {/* A new form once the lock changes: the refusal it said is in the notice now. */}
                <AmountForm
                  key={`${locked ? 'locked' : 'open'}-${kept ?? ''}`}
                  initialAmount={kept ?? undefined}
                  label={t(`wallet.amount.${kind}`)}
                  submitLabel={t(`wallet.${kind}.submit`)}
                  rules={rules}
                  wire={wire}
                  hint={t(`wallet.rules.${kind}`, { min: money(rules.min), step: money(rules.step) })}
                  quickAmounts={quickAmounts}
                  onSubmit={onSubmit}
                />
              </LockableFieldset>
            </>
          )}
        </Card>
        <Card $padded aria-label={t('wallet.bank.heading')}>
          <CardTitle>{t('wallet.bank.heading')}</CardTitle>
          <BankDetails bank={member?.user ?? {}} />
          <Note>{t(`wallet.bank.${kind}Note`)}</Note>
          {bankExtra}
        </Card>
      </Columns>
      {children}
    </PageLayout>
  );
}
