import { useRouter } from 'next/router';
import { useT } from '@/lib/t';
import styled from 'styled-components';
import { PageLayout } from '@/components/layout/PageLayout';
import { useDialogs } from '@/lib/dialogs';
import { formatComp } from '@/lib/format';
import { ALL_COMP, COMP_RULES } from '@/lib/wallet';
import { useRollToBalanceMutation } from '@/store/walletApi';
import { AmountForm } from './AmountForm';
import { MemberFigures } from './MemberFigures';
import { requestFailure, type Outcome } from './messages';
import { Card, Title } from './parts';
import { useRequestKey } from './useRequestKey';

/** /comp: comp money and balance side by side; converting an amount or all of it, after a confirmation. */
export function CompScreen() {
  const { t } = useT();
  const { locale = 'ko' } = useRouter();
  const dialogs = useDialogs();
  const [rollToBalance] = useRollToBalanceMutation();
  const requestKey = useRequestKey('comp');

  async function convert(amount?: number): Promise<Outcome | null> {
    if (!(await dialogs.confirm(amount === undefined ? 'compConvertAll' : 'compConvert'))) return null;
    const key = requestKey.take(amount ?? ALL_COMP);
    const result = await rollToBalance(amount === undefined ? { requestId: key.requestId } : { amount, requestId: key.requestId });
    requestKey.settle(key, result.error);
    if (result.error) return requestFailure(t, result.error, 'comp');
    if (result.data.status === 'low_point') return { tone: 'error', text: t('wallet.comp.lowPoint') };
    return { tone: 'success', text: t('wallet.comp.done', { amount: formatComp(result.data.amount, locale) }), clear: true };
  }

  const title = t('wallet.comp.title');
  return (
    <PageLayout title={title}>
      <Title>{title}</Title>
      <Narrow aria-label={title}>
        <MemberFigures comp />
        <AmountForm
          label={t('wallet.amount.comp')}
          submitLabel={t('wallet.comp.convert')}
          rules={COMP_RULES}
          hint={t('wallet.comp.hint')}
          onSubmit={(amount) => convert(amount)}
          secondary={{ label: t('wallet.comp.convertAll'), run: () => convert() }}
        />
      </Narrow>
    </PageLayout>
  );
}

const Narrow = styled(Card)`
  max-width: 720px;
`;
