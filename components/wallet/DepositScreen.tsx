import { useRouter } from 'next/router';
import { useT } from '@/lib/t';
import { useState } from 'react';
import { PageLayout } from '@/components/layout/PageLayout';
import type { WalletRequest } from '@/lib/contract/wallet';
import { useDialogs } from '@/lib/dialogs';
import { formatMoney } from '@/lib/format';
import { DEPOSIT_RULES, historyPage, QUICK_AMOUNTS } from '@/lib/wallet';
import { useAppSelector } from '@/store/hooks';
import { selectPageDataFailed } from '@/store/pageSlice';
import { selectCurrentMember } from '@/store/member';
import { useApplyDepositMutation, useCancelDepositMutation, useDepositListQuery } from '@/store/walletApi';
import { AmountForm } from './AmountForm';
import { AskAccount } from './AskAccount';
import { BankDetails } from './BankDetails';
import { MemberFigures } from './MemberFigures';
import { failure, requestFailure, type Outcome } from './messages';
import { Card, CardTitle, Columns, Note, Title } from './parts';
import { useHistoryFollowsBalance } from './useHistoryFollowsBalance';
import { useRequestKey } from './useRequestKey';
import { WalletHistory } from './WalletHistory';

/** /deposit: holdings, the member's bank, the operator's account on request, the amount form and the history. */
export function DepositScreen() {
  const { t } = useT();
  const { locale = 'ko' } = useRouter();
  const dialogs = useDialogs();
  const member = useAppSelector(selectCurrentMember);
  const historyFailed = useAppSelector((state) => selectPageDataFailed(state, 'get-deposit-list'));
  const [page, setPage] = useState(1);
  const history = useDepositListQuery(historyPage(page));
  const [applyDeposit] = useApplyDepositMutation();
  const [cancelDeposit, { isLoading: cancelling }] = useCancelDepositMutation();
  const requestKey = useRequestKey('deposit');
  useHistoryFollowsBalance('Deposits');
  const [historyMessage, setHistoryMessage] = useState<Outcome | null>(null);
  const money = (value: number) => formatMoney(value, locale, t);

  async function submit(amount: number): Promise<Outcome> {
    const key = requestKey.take(amount);
    const result = await applyDeposit({ amount, requestId: key.requestId });
    requestKey.settle(key, result.error);
    if (result.error) return requestFailure(t, result.error, 'request');
    if (result.data.status === 'wait') return { tone: 'error', text: t('wallet.deposit.wait') };
    setPage(1);
    setHistoryMessage(null);
    return { tone: 'success', text: t('wallet.deposit.done'), clear: true };
  }

  async function cancel(request: WalletRequest) {
    if (!(await dialogs.confirm('depositCancel'))) return;
    const result = await cancelDeposit(request.id);
    if (result.error) setHistoryMessage(failure(t, result.error));
    else if (result.data.status === 'already') setHistoryMessage({ tone: 'error', text: t('wallet.deposit.alreadyDone') });
    else setHistoryMessage({ tone: 'success', text: t('wallet.deposit.cancelled') });
  }

  const title = t('wallet.deposit.title');
  return (
    <PageLayout title={title}>
      <Title>{title}</Title>
      <Columns>
        <Card aria-label={title}>
          <MemberFigures />
          <AmountForm
            label={t('wallet.amount.deposit')}
            submitLabel={t('wallet.deposit.submit')}
            rules={DEPOSIT_RULES}
            hint={t('wallet.rules.deposit', { min: money(DEPOSIT_RULES.min), step: money(DEPOSIT_RULES.step) })}
            quickAmounts={QUICK_AMOUNTS}
            onSubmit={submit}
          />
        </Card>
        <Card aria-label={t('wallet.bank.heading')}>
          <CardTitle>{t('wallet.bank.heading')}</CardTitle>
          <BankDetails bank={member?.user ?? {}} />
          <Note>{t('wallet.bank.depositNote')}</Note>
          <AskAccount />
        </Card>
      </Columns>
      <WalletHistory
        title={t('wallet.history.deposit')}
        data={history.data}
        unavailable={historyFailed || Boolean(history.error)}
        page={page}
        onPage={setPage}
        cancel={{ run: (request) => void cancel(request), busy: cancelling }}
        message={historyMessage}
      />
    </PageLayout>
  );
}
