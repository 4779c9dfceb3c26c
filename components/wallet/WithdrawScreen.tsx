import { useRouter } from 'next/router';
import { useT } from '@/lib/t';
import { useState } from 'react';
import { PageLayout } from '@/components/layout/PageLayout';
import { formatMoney } from '@/lib/format';
import { historyPage, QUICK_AMOUNTS, WITHDRAW_RULES } from '@/lib/wallet';
import { useAppSelector } from '@/store/hooks';
import { selectPageDataFailed } from '@/store/pageSlice';
import { selectCurrentMember } from '@/store/member';
import { useApplyWithdrawMutation, useWithdrawListQuery } from '@/store/walletApi';
import { AmountForm } from './AmountForm';
import { BankDetails } from './BankDetails';
import { MemberFigures } from './MemberFigures';
import { requestFailure, type Outcome } from './messages';
import { Card, CardTitle, Columns, Note, Title } from './parts';
import { useHistoryFollowsBalance } from './useHistoryFollowsBalance';
import { useRequestKey } from './useRequestKey';
import { WalletHistory } from './WalletHistory';

/** /withdraw: the amount is held at once (the balance drops), paid to the registered account only; no member cancel. */
export function WithdrawScreen() {
  const { t } = useT();
  const { locale = 'ko' } = useRouter();
  const member = useAppSelector(selectCurrentMember);
  const historyFailed = useAppSelector((state) => selectPageDataFailed(state, 'get-withdraw-list'));
  const [page, setPage] = useState(1);
  const history = useWithdrawListQuery(historyPage(page));
  const [applyWithdraw] = useApplyWithdrawMutation();
  const requestKey = useRequestKey('withdraw');
  useHistoryFollowsBalance('Withdraws');
  const money = (value: unknown) => formatMoney(value, locale, t);

  async function submit(amount: number): Promise<Outcome> {
    const key = requestKey.take(amount);
    const result = await applyWithdraw({ amount, requestId: key.requestId });
    requestKey.settle(key, result.error);
    if (result.error) return requestFailure(t, result.error, 'request');
    if (result.data.status === 'balance') return { tone: 'error', text: t('wallet.withdraw.balance') };
    setPage(1);
    return { tone: 'success', text: t('wallet.withdraw.done', { balance: money(result.data.balance) }), clear: true };
  }

  const title = t('wallet.withdraw.title');
  return (
    <PageLayout title={title}>
      <Title>{title}</Title>
      <Columns>
        <Card aria-label={title}>
          <MemberFigures />
          <AmountForm
            label={t('wallet.amount.withdraw')}
            submitLabel={t('wallet.withdraw.submit')}
            rules={WITHDRAW_RULES}
            hint={t('wallet.rules.withdraw', { min: money(WITHDRAW_RULES.min), step: money(WITHDRAW_RULES.step) })}
            quickAmounts={QUICK_AMOUNTS}
            onSubmit={submit}
          />
        </Card>
        <Card aria-label={t('wallet.bank.heading')}>
          <CardTitle>{t('wallet.bank.heading')}</CardTitle>
          <BankDetails bank={member?.user ?? {}} />
          <Note>{t('wallet.bank.withdrawNote')}</Note>
        </Card>
      </Columns>
      <WalletHistory
        title={t('wallet.history.withdraw')}
        data={history.data}
        unavailable={historyFailed || Boolean(history.error)}
        page={page}
        onPage={setPage}
      />
    </PageLayout>
  );
}
