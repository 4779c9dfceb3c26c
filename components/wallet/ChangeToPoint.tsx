import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { AmountForm } from '@/components/common/AmountForm';
import { Card, CardTitle } from '@/components/common/Card';
import type { Outcome } from '@/components/common/Outcome';
import { formatComp, formatMoney } from '@/lib/format';
import { AMOUNT_FIELDS, COMP_RULES } from '@/lib/wallet';
import { useChangeToPointMutation } from '@/store/walletApi';
import { requestFailure } from './messages';
import { useRequestKey } from './useRequestKey';

// The contract's money: any whole won amount; the backend's `balance` decides whether the member has it.
const { rules: CHANGE_RULES, wire } = AMOUNT_FIELDS.point;

/** Balance into comp, won for comp (extension change-to-point); each amount keeps its request id until answered. */
export function ChangeToPoint() {
  const { t } = useTranslation();
  const { locale = 'ko' } = useRouter();
  const [changeToPoint] = useChangeToPointMutation();
  const requestKey = useRequestKey('point');
  const money = (value: unknown) => formatMoney(value, locale, t);

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
        hint={t('wallet.toPoint.hint', { min: formatComp(COMP_RULES.min, locale, t) })}
        onSubmit={change}
      />
    </Card>
  );
}
