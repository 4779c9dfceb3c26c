import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { toAmount } from '@/lib/format';
import { formatSignedMoney } from '@/lib/format/session';

type Sign = 'gain' | 'loss' | 'even';
const signOf = (amount: number): Sign => (amount > 0 ? 'gain' : amount < 0 ? 'loss' : 'even');

/** A win or a loss: the sign and an arrow say it, the colour only repeats it. */
export function NetMoney({ amount, className }: { amount: unknown; className?: string }) {
  const { t } = useTranslation();
  const { locale = 'ko' } = useRouter();
  const value = toAmount(amount);
  const sign = signOf(value);
  return (
    <Net className={['tabular', className].filter(Boolean).join(' ')} $sign={sign}>
      {sign === 'even' ? null : <Arrow aria-hidden="true">{sign === 'gain' ? '▲' : '▼'}</Arrow>}
      {formatSignedMoney(value, locale, t)}
    </Net>
  );
}

const Net = styled.span<{ $sign: Sign }>`
  font-weight: 700;
  white-space: nowrap;
  color: ${({ $sign, theme }) => ({ gain: theme.colors.success, loss: theme.colors.danger, even: theme.colors.text })[$sign]};
`;

const Arrow = styled.span`
  margin-right: 4px;
  font-size: 0.7em;
  vertical-align: 0.1em;
`;
