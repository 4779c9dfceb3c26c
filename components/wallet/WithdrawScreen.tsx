import { useT } from '@/components/common/translation';
import { useState } from 'react';
import type { Outcome } from '@/components/common/Outcome';
import { historyPage } from '@/lib/wallet';
import { useAppSelector } from '@/store/hooks';
import { selectPageDataFailed } from '@/store/pageSlice';
import { useApplyWithdrawMutation, useWithdrawListQuery } from '@/store/walletApi';
import { GameMoneyBack } from './GameMoneyBack';
import { amountRefusal, lockedRefusal, requestFailure, sessionGone } from '@/components/common/wallet/messages';
import { RequestScreen } from './RequestScreen';
import { useHistoryDelete } from './useHistoryDelete';
import { useHistoryFollowsBalance } from './useHistoryFollowsBalance';
import { useAmountFields } from '@/components/common/wallet/useAmountFields';
import { useRequestKey } from '@/components/common/wallet/useRequestKey';
import { WalletHistory } from './WalletHistory';
import { useSiteFormat } from '@/store/market';

export function WithdrawScreen() {
  const { t } = useT();
  const fmt = useSiteFormat();
  const historyFailed = useAppSelector((state) => selectPageDataFailed(state, 'get-withdraw-list'));
  const [page, setPage] = useState(1);
  const history = useWithdrawListQuery(historyPage(page));
  const [applyWithdraw] = useApplyWithdrawMutation();
  const requestKey = useRequestKey('withdraw');
  useHistoryFollowsBalance('Withdraws');
  const [historyMessage, setHistoryMessage] = useState<Outcome | null>(null);
  const remove = useHistoryDelete('withdraw', setHistoryMessage);
  const fields = useAmountFields();
  const money = (value: unknown) => fmt.money(value);

  async function submit(amount: number): Promise<Outcome> {
    const key = requestKey.take(amount);
    const result = await applyWithdraw({ amount, requestId: key.requestId });
    requestKey.settle(key, result.error);
    if (result.error)
      return (
        sessionGone(t, result.error, 'withdraw', amount) ??
        amountRefusal(t, result.error, amount, fields.withdraw.rules, fmt) ??
        requestFailure(t, result.error, 'request')
      );
    if (result.data.status === 'balance') return { tone: 'error', text: t('wallet.withdraw.balance'), amount: true };
    if (result.data.status === 'locked') return lockedRefusal(t, 'withdraw', result.data.lock, fmt);
    setPage(1);
    setHistoryMessage(null);
    return { tone: 'success', text: t('wallet.withdraw.done', { balance: money(result.data.balance) }), clear: true };
  }

  return (
    <RequestScreen kind="withdraw" amount={fields.withdraw} onSubmit={submit} beforeForm={<GameMoneyBack />}>
      <WalletHistory
        title={t('wallet.history.withdraw')}
        data={history.data}
        unavailable={historyFailed || Boolean(history.error)}
        page={page}
        onPage={setPage}
        message={historyMessage}
        remove={remove}
      />
    </RequestScreen>
  );
}
