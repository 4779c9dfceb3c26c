import { useT } from '@/components/common/translation';
import { useState } from 'react';
import { failure, type Outcome } from '@/components/common/Outcome';
import type { WalletRequest } from '@/lib/contract/wallet';
import { useDialogs } from '@/components/common/dialogs';
import { toAmount } from '@/lib/format';
import { historyPage } from '@/lib/wallet';
import { useAppSelector } from '@/store/hooks';
import { selectPageDataFailed } from '@/store/pageSlice';
import { selectRestriction } from '@/store/sessionSummary';
import { useApplyDepositMutation, useCancelDepositMutation, useDepositListQuery } from '@/store/walletApi';
import { AskAccount } from './AskAccount';
import { DepositProtection } from './DepositProtection';
import { amountRefusal, depositRefusal, requestFailure, sessionGone } from '@/components/common/wallet/messages';
import { RequestScreen } from './RequestScreen';
import { useHistoryDelete } from './useHistoryDelete';
import { useHistoryFollowsBalance } from './useHistoryFollowsBalance';
import { useAmountFields } from '@/components/common/wallet/useAmountFields';
import { useRequestKey } from '@/components/common/wallet/useRequestKey';
import { Note } from '@/components/common/wallet/parts';
import { WalletHistory } from './WalletHistory';
import { useSiteFormat } from '@/store/market';

export function DepositScreen() {
  const { t } = useT();
  const fmt = useSiteFormat();
  const dialogs = useDialogs();
  const historyFailed = useAppSelector((state) => selectPageDataFailed(state, 'get-deposit-list'));
  const [page, setPage] = useState(1);
  const history = useDepositListQuery(historyPage(page));
  const [applyDeposit] = useApplyDepositMutation();
  const [cancelDeposit, { isLoading: cancelling }] = useCancelDepositMutation();
  const requestKey = useRequestKey('deposit');
  useHistoryFollowsBalance('Deposits');
  const [historyMessage, setHistoryMessage] = useState<Outcome | null>(null);
  const remove = useHistoryDelete('deposit', setHistoryMessage);
  const restriction = useAppSelector(selectRestriction);
  const fields = useAmountFields();

  async function submit(amount: number): Promise<Outcome> {
    const key = requestKey.take(amount);
    const result = await applyDeposit({ amount, requestId: key.requestId });
    requestKey.settle(key, result.error);
    if (result.error)
      return (
        sessionGone(t, result.error, 'deposit', amount) ??
        amountRefusal(t, result.error, amount, fields.deposit.rules, fmt) ??
        requestFailure(t, result.error, 'request')
      );
    if (result.data.status !== 'success') return depositRefusal(t, result.data, fmt);
    setPage(1);
    setHistoryMessage(null);
    return { tone: 'success', text: t('wallet.deposit.done'), clear: true };
  }

  async function cancel(request: WalletRequest) {
    if (!(await dialogs.confirm('depositCancel'))) return;
    const result = await cancelDeposit(request.id);
    if (result.error) setHistoryMessage(failure(t, result.error));
    else if (result.data.status === 'already')
      setHistoryMessage({ tone: 'error', text: t('wallet.deposit.alreadyDone') });
    else setHistoryMessage({ tone: 'success', text: t('wallet.deposit.cancelled') });
  }

  return (
    <RequestScreen
      kind="deposit"
      amount={fields.deposit}
      onSubmit={submit}
      bankExtra={<AskAccount />}
      beforeForm={
        <DepositProtection noDepositsYet={history.data !== undefined && toAmount(history.data.maxCount) === 0} />
      }
      closed={
        restriction ? (
          <Note>{t(`wallet.restricted.${restriction.kind}`, { until: fmt.dateTime(restriction.until) })}</Note>
        ) : undefined
      }
    >
      <WalletHistory
        title={t('wallet.history.deposit')}
        data={history.data}
        unavailable={historyFailed || Boolean(history.error)}
        page={page}
        onPage={setPage}
        cancel={{ run: (request) => void cancel(request), busy: cancelling }}
        message={historyMessage}
        remove={remove}
      />
    </RequestScreen>
  );
}
