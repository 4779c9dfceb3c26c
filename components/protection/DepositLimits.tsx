import { useT } from '@/components/common/translation';
import styled from 'styled-components';
import { Card, CardTitle } from '@/components/common/Card';
import type { ResponseOf } from '@/lib/contract';
import { limitPeriods } from '@/lib/contract/terms';
import { media } from '@/styles/theme';
import { LimitPanel } from './LimitPanel';
import { Lead } from './parts';
import { useSiteFormat } from '@/store/market';

interface DepositLimitsProps {
  limits: ResponseOf<'get-play-limits'>;
  readOnly: boolean;
}

export function DepositLimits({ limits, readOnly }: DepositLimitsProps) {
  const { t } = useT();
  const fmt = useSiteFormat();
  return (
    <Card $padded aria-labelledby="deposit-limits">
      <CardTitle id="deposit-limits">{t('protection.limits.title')}</CardTitle>
      <Lead>{t(readOnly ? 'protection.limits.readOnly' : 'protection.limits.intro')}</Lead>
      {limits.left !== null ? (
        <Left>
          {limits.left > 0
            ? t('protection.limits.leftNow', { amount: fmt.money(limits.left) })
            : t('protection.limits.leftNone')}
        </Left>
      ) : null}
      <Periods>
        {limitPeriods.map((period) => (
          <LimitPanel key={period} period={period} limit={limits.limits[period]} readOnly={readOnly} />
        ))}
      </Periods>
    </Card>
  );
}

const Left = styled.p`
  margin: 0 0 16px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.accent};
`;

const Periods = styled.div`
  display: grid;
  gap: 12px;

  ${media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    align-items: start;
  }
`;
