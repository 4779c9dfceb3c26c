import { useT } from '@/components/common/translation';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/common/Button';
import { failure, OutcomeStatus, type Outcome } from '@/components/common/Outcome';
import { useAppSelector } from '@/store/hooks';
import { selectGameMoney } from '@/store/member';
import { selectHasFeature } from '@/store/pageSlice';
import { useTransferOutMutation } from '@/store/userApi';
import { Note } from '@/components/common/wallet/parts';
import { useSiteFormat } from '@/store/market';

/** A launch moves the balance into the game: here it comes back, so it can be withdrawn (extension game-wallet). */
export function GameMoneyBack() {
  const { t } = useT();
  const fmt = useSiteFormat();
  const offered = useAppSelector((state) => selectHasFeature(state, 'game-wallet'));
  const gameMoney = useAppSelector(selectGameMoney);
  const [transferOut, { isLoading }] = useTransferOutMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const money = (value: number) => fmt.money(value);

  async function bringBack() {
    const result = await transferOut();
    setOutcome(
      result.error
        ? failure(t, result.error)
        : { tone: 'success', text: t('wallet.gameMoney.done', { amount: money(result.data.amount) }) },
    );
  }

  if (!offered || (gameMoney <= 0 && !outcome)) return null;
  return (
    <Back>
      {gameMoney > 0 ? (
        <>
          <Note>{t('wallet.gameMoney.held', { amount: money(gameMoney) })}</Note>
          <Button type="button" $tone="secondary" onClick={() => void bringBack()} disabled={isLoading}>
            {t('wallet.gameMoney.back')}
          </Button>
        </>
      ) : null}
      <OutcomeStatus outcome={outcome} />
    </Back>
  );
}

const Back = styled.div`
  margin: 0 0 12px;
`;
