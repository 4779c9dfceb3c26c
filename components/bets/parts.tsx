import styled from 'styled-components';
import { toAmount } from '@/lib/format';
import { useSiteFormat } from '@/store/market';

type Sign = 'gain' | 'loss' | 'even';
const signOf = (amount: number): Sign => (amount > 0 ? 'gain' : amount < 0 ? 'loss' : 'even');

/** A win or a loss: the sign and an arrow say it, the colour only repeats it. */
export function NetMoney({ amount, className }: { amount: unknown; className?: string }) {
  const fmt = useSiteFormat();
  const value = toAmount(amount);
  const sign = signOf(value);
  return (
    <Net className={['tabular', className].filter(Boolean).join(' ')} $sign={sign}>
      {sign === 'even' ? null : <Arrow aria-hidden="true">{sign === 'gain' ? '▲' : '▼'}</Arrow>}
      {fmt.signed(value)}
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
