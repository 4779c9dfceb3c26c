import { useT } from '@/components/common/translation';
import styled from 'styled-components';
import { Button } from '@/components/common/Button';
import { CardTitle } from '@/components/common/Card';
import { apiErrorText, Message } from '@/components/common/Outcome';
import { useAskAccountMutation } from '@/store/walletApi';
import { BankDetails } from '@/components/common/wallet/BankDetails';
import { Note } from '@/components/common/wallet/parts';

export function AskAccount() {
  const { t } = useT();
  const [ask, { data, error, isLoading }] = useAskAccountMutation();
  const answered =
    data &&
    [data.bankname, data.bankOwner, data.banknum].some((value) => typeof value === 'string' && value.trim() !== '');

  return (
    <Box>
      <Button type="button" disabled={isLoading} aria-busy={isLoading} onClick={() => void ask()}>
        {t('wallet.account.ask')}
      </Button>
      <Note>{t('wallet.account.hint')}</Note>
      <Said role="status" aria-live="polite">
        {data && answered ? (
          <Answer aria-label={t('wallet.account.heading')}>
            <CardTitle as="h3">{t('wallet.account.heading')}</CardTitle>
            <BankDetails bank={data} />
          </Answer>
        ) : null}
        {data && !answered ? <Message $tone="success">{t('wallet.account.filed')}</Message> : null}
        {error && !isLoading ? <Message $tone="error">{apiErrorText(t, error)}</Message> : null}
      </Said>
    </Box>
  );
}

const Box = styled.div`
  margin-top: 20px;

  > button {
    width: 100%;
  }
`;

const Said = styled.div`
  > p {
    margin-top: 12px;
  }
`;

const Answer = styled.section`
  margin-top: 12px;
  padding: 14px 16px;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;
