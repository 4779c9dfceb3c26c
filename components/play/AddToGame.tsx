import { useId } from 'react';
import styled from 'styled-components';
import { AmountForm } from '@/components/common/AmountForm';
import type { Outcome } from '@/components/common/Outcome';
import { useT } from '@/components/common/translation';
import { requestFailure } from '@/components/common/wallet/messages';
import { toAmount } from '@/lib/format';
import { MONEY_RULES } from '@/lib/wallet';
import { useAppSelector } from '@/store/hooks';
import { useSiteFormat } from '@/store/market';
import { selectCurrentMember } from '@/store/member';
import { useTransferInMutation } from '@/store/userApi';

/** More of the balance into the game being played (extension game-wallet), without a new launch. */
export function AddToGame() {
  const { t } = useT();
  const titleId = useId();
  const fmt = useSiteFormat();
  const balance = toAmount(useAppSelector(selectCurrentMember)?.user.balance);
  const [transferIn] = useTransferInMutation();

  async function submit(amount: number): Promise<Outcome> {
    const result = await transferIn({ amount });
    if (result.error) return requestFailure(t, result.error, 'request');
    const answer = result.data;
    if (answer.status === 'success')
      return { tone: 'success', text: t('play.addToGame.done', { amount: fmt.money(answer.amount) }), clear: true };
    if (answer.status === 'restricted')
      return {
        tone: 'error',
        text: t(`restricted.${answer.restriction.kind}`, { until: fmt.dateTime(answer.restriction.until) }),
      };
    return { tone: 'error', text: t('play.addToGame.balance'), amount: true };
  }

  return (
    <Section aria-labelledby={titleId}>
      <h3 id={titleId}>{t('play.addToGame.title')}</h3>
      <AmountForm
        label={t('play.addToGame.amount')}
        submitLabel={t('play.addToGame.submit')}
        rules={MONEY_RULES}
        hint={t('play.addToGame.hint', { balance: fmt.money(balance) })}
        onSubmit={submit}
      />
    </Section>
  );
}

const Section = styled.section`
  margin: 0 0 16px;
  padding: 0 0 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    margin: 0 0 8px;
    font-size: 1.05rem;
  }
`;
