import { useRouter } from 'next/router';
import styled from 'styled-components';
import { useT } from '@/components/common/translation';
import { AmountForm } from '@/components/common/AmountForm';
import { Bullets, Card, CardTitle, PageTitle } from '@/components/common/Card';
import { Message, type Outcome } from '@/components/common/Outcome';
import { PageLayout } from '@/components/layout/PageLayout';
import { useDialogs } from '@/components/common/dialogs';
import { formatComp, toAmount } from '@/lib/format';
import { ALL_COMP } from '@/lib/wallet';
import { useAppSelector } from '@/store/hooks';
import { selectHasFeature } from '@/store/pageSlice';
import { useHealthCheckQuery } from '@/store/userApi';
import { useRollToBalanceMutation } from '@/store/walletApi';
import { ChangeToPoint } from './ChangeToPoint';
import { MemberFigures } from './MemberFigures';
import { requestFailure } from '@/components/common/wallet/messages';
import { Column, Columns } from '@/components/common/wallet/parts';
import { useAmountFields } from '@/components/common/wallet/useAmountFields';
import { useRequestKey } from '@/components/common/wallet/useRequestKey';
import { useSiteFormat } from '@/store/market';

export function CompScreen() {
  const { t } = useT();
  const fmt = useSiteFormat();
  const { locale = 'ko' } = useRouter();
  const dialogs = useDialogs();
  const { data: member } = useHealthCheckQuery();
  const [rollToBalance] = useRollToBalanceMutation();
  const requestKey = useRequestKey('comp');
  const toPoint = useAppSelector((state) => selectHasFeature(state, 'change-to-point'));
  const { rules: COMP_RULES, wire } = useAmountFields().comp;
  const comp = (value: number) => formatComp(value, locale, t);
  const held = toAmount(member?.user.rolling);
  const belowMinimum = member !== undefined && held < COMP_RULES.min;
  const minimum = comp(COMP_RULES.min);

  async function convert(amount?: number): Promise<Outcome | null> {
    // Checked here first: the player is asked only about a conversion that can happen.
    if (held < COMP_RULES.min)
      return { tone: 'error', text: t('wallet.comp.belowMinimum', { min: minimum }), amount: true };
    if (amount !== undefined && amount > held)
      return { tone: 'error', text: t('wallet.comp.overHeld', { held: comp(held) }), amount: true };
    if (!(await dialogs.confirm(amount === undefined ? 'compConvertAll' : 'compConvert'))) return null;
    const key = requestKey.take(amount ?? ALL_COMP);
    const result = await rollToBalance(
      amount === undefined ? { requestId: key.requestId } : { amount, requestId: key.requestId },
    );
    requestKey.settle(key, result.error);
    if (result.error) return requestFailure(t, result.error, 'comp');
    if (result.data.status === 'low_point') return { tone: 'error', text: t('wallet.comp.lowPoint'), amount: true };
    return {
      tone: 'success',
      text: t('wallet.comp.done', { amount: formatComp(result.data.amount, locale) }),
      clear: true,
    };
  }

  const title = t('wallet.comp.title');
  return (
    <PageLayout title={title}>
      <PageTitle>{title}</PageTitle>
      <Columns>
        <Column>
          <Card $padded aria-label={title}>
            <MemberFigures comp />
            {belowMinimum ? (
              <BelowMinimum $tone="error">{t('wallet.comp.belowMinimum', { min: minimum })}</BelowMinimum>
            ) : null}
            <AmountForm
              label={t('wallet.amount.comp')}
              submitLabel={t('wallet.comp.convert')}
              rules={COMP_RULES}
              wire={wire}
              hint={t('wallet.comp.hint', { min: minimum, one: fmt.money(1) })}
              formatAmount={comp}
              disabled={belowMinimum}
              onSubmit={(amount) => convert(amount)}
              secondary={{ label: t('wallet.comp.convertAll'), run: () => convert() }}
            />
          </Card>
          {toPoint ? <ChangeToPoint /> : null}
        </Column>
        <Card $padded aria-labelledby="comp-about">
          <CardTitle id="comp-about">{t('wallet.comp.about')}</CardTitle>
          <Bullets>
            <li>{t('wallet.comp.aboutMinimum', { min: minimum })}</li>
            <li>{t('wallet.comp.aboutRate', { one: fmt.money(1) })}</li>
            <li>{t('wallet.comp.aboutAll')}</li>
            {toPoint ? <li>{t('wallet.toPoint.about', { one: fmt.money(1) })}</li> : null}
          </Bullets>
        </Card>
      </Columns>
    </PageLayout>
  );
}

const BelowMinimum = styled(Message)`
  margin-top: 12px;
`;
