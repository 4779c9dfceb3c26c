import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { Card, PageTitle } from '@/components/common/Card';
import { PageLayout } from '@/components/layout/PageLayout';
import { useDialogs } from '@/lib/dialogs';
import { formatComp } from '@/lib/format';
import { ALL_COMP, COMP_RULES } from '@/lib/wallet';
import { useRollToBalanceMutation } from '@/store/walletApi';
import { AmountForm } from './AmountForm';
import { MemberFigures } from './MemberFigures';
import { requestFailure, type Outcome } from './messages';
import { useRequestKey } from './useRequestKey';

export function CompScreen() {
  const { t } = useTranslation();
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
      <PageTitle>{title}</PageTitle>
      <Narrow $padded aria-label={title}>
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
