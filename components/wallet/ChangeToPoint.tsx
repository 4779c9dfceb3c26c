import { useRouter } from 'next/router';
import { useT } from '@/components/common/translation';
import { AmountForm } from '@/components/common/AmountForm';
import { Card, CardTitle } from '@/components/common/Card';
import type { Outcome } from '@/components/common/Outcome';
import { formatComp } from '@/lib/format';
import { AMOUNT_FIELDS } from '@/lib/wallet';
import { useChangeToPointMutation } from '@/store/walletApi';
import { requestFailure } from '@/components/common/wallet/messages';
import { useAmountFields } from '@/components/common/wallet/useAmountFields';
import { useRequestKey } from '@/components/common/wallet/useRequestKey';
import { useSiteFormat } from '@/store/market';

// The contract's money: any whole amount; the backend's `balance` decides whether the member has it.
const { rules: CHANGE_RULES, wire } = AMOUNT_FIELDS.point;

/** Balance into comp, one unit of money for one comp (extension change-to-point); each amount keeps its request id until answered. */
export function ChangeToPoint() {
  const { t } = useT();
  const fmt = useSiteFormat();
  const { locale = 'ko' } = useRouter();
  const [changeToPoint] = useChangeToPointMutation();
  const requestKey = useRequestKey('point');
  const compRules = useAmountFields().comp.rules;
  const money = (value: unknown) => fmt.money(value);

  async function change(amount: number): Promise<Outcome> {
    const key = requestKey.take(amount);
    const result = await changeToPoint({ amount, requestId: key.requestId });
    requestKey.settle(key, result.error);
    if (result.error) return requestFailure(t, result.error, 'comp');
    if (result.data.status === 'balance') return { tone: 'error', text: t('wallet.toPoint.balance'), amount: true };
    return { tone: 'success', text: t('wallet.toPoint.done', { amount: money(result.data.amount) }), clear: true };
  }

  return (
    <Card $padded aria-labelledby="to-point-title">
      <CardTitle id="to-point-title">{t('wallet.toPoint.title')}</CardTitle>
      <AmountForm
        label={t('wallet.toPoint.amount')}
        submitLabel={t('wallet.toPoint.submit')}
        rules={CHANGE_RULES}
        wire={wire}
        hint={t('wallet.toPoint.hint', { min: formatComp(compRules.min, locale, t), one: fmt.money(1) })}
        onSubmit={change}
      />
    </Card>
  );
}
