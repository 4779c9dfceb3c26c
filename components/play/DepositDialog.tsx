import { useT } from '@/components/common/translation';
import { useId, useRef } from 'react';
import styled from 'styled-components';
import { AmountForm } from '@/components/common/AmountForm';
import { Button } from '@/components/common/Button';
import { useModal } from '@/components/common/modal';
import type { Outcome } from '@/components/common/Outcome';
import { BankDetails } from '@/components/common/wallet/BankDetails';
import { depositRefusal, requestFailure, sessionGone } from '@/components/common/wallet/messages';
import { Note } from '@/components/common/wallet/parts';
import { useRequestKey } from '@/components/common/wallet/useRequestKey';
import { useAmountFields } from '@/components/common/wallet/useAmountFields';
import { useAppSelector } from '@/store/hooks';
import { useMarket, useSiteFormat } from '@/store/market';
import { selectCurrentMember } from '@/store/member';
import { selectHasFeature } from '@/store/pageSlice';
import { useApplyDepositMutation } from '@/store/walletApi';
import { alpha } from '@/styles/theme';
import { AddToGame } from './AddToGame';

/** The deposit form over the game (the play page): a request, as on the deposit page, without leaving the game. */
export function DepositDialog({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const member = useAppSelector(selectCurrentMember);
  const [applyDeposit] = useApplyDepositMutation();
  const requestKey = useRequestKey('deposit');
  const { rules, wire } = useAmountFields().deposit;
  const { quickAmounts } = useMarket().wallet;
  const fmt = useSiteFormat();
  const gameWallet = useAppSelector((state) => selectHasFeature(state, 'game-wallet'));
  useModal(ref, true, onClose);

  async function submit(amount: number): Promise<Outcome> {
    const key = requestKey.take(amount);
    const result = await applyDeposit({ amount, requestId: key.requestId });
    requestKey.settle(key, result.error);
    if (result.error)
      return sessionGone(t, result.error, 'deposit', amount) ?? requestFailure(t, result.error, 'request');
    if (result.data.status !== 'success') return depositRefusal(t, result.data, fmt);
    return { tone: 'success', text: t('wallet.deposit.done'), clear: true };
  }

  return (
    <Backdrop>
      <Sheet ref={ref} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Title id={titleId}>{t('wallet.deposit.title')}</Title>
        {gameWallet ? <AddToGame /> : null}
        <AmountForm
          label={t('wallet.amount.deposit')}
          submitLabel={t('wallet.deposit.submit')}
          rules={rules}
          wire={wire}
          hint={t('wallet.rules.deposit', { min: fmt.money(rules.min), step: fmt.money(rules.step) })}
          quickAmounts={quickAmounts}
          onSubmit={submit}
        />
        <BankDetails bank={member?.user ?? {}} />
        <Note>{t('wallet.bank.depositNote')}</Note>
        <Button type="button" onClick={onClose}>
          {t('play.close')}
        </Button>
      </Sheet>
    </Backdrop>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 50;
  display: grid;
  place-items: center;
  padding: 12px;
  background: ${({ theme }) => alpha(theme.colors.backdrop, 78)};
`;

const Sheet = styled.div`
  width: min(520px, 100%);
  max-height: calc(100dvh - 24px);
  overflow-y: auto;
  padding: 20px;
  border-radius: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  outline: none;
`;

const Title = styled.h2`
  margin: 0 0 12px;
  font-size: 1.25rem;
`;
