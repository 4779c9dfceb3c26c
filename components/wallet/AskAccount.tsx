import { useT } from '@/lib/t';
import styled from 'styled-components';
import { useAskAccountMutation } from '@/store/walletApi';
import { BankDetails } from './BankDetails';
import { apiErrorText } from './messages';
import { CardTitle, Message, Note, SecondaryButton } from './parts';

/** "Ask for the account": the operator's deposit account, or a note that the request was filed when none comes back. */
export function AskAccount() {
  const { t } = useT();
  const [ask, { data, error, isLoading }] = useAskAccountMutation();
  const answered = data && [data.bankname, data.bankOwner, data.banknum].some((value) => typeof value === 'string' && value.trim() !== '');

  return (
    <Box>
      <SecondaryButton type="button" disabled={isLoading} aria-busy={isLoading} onClick={() => void ask()}>
        {t('wallet.account.ask')}
      </SecondaryButton>
      <Note>{t('wallet.account.hint')}</Note>
      <div role="status" aria-live="polite">
        {data && answered ? (
          <Answer aria-label={t('wallet.account.heading')}>
            <CardTitle as="h3">{t('wallet.account.heading')}</CardTitle>
            <BankDetails bank={data} />
          </Answer>
        ) : null}
        {data && !answered ? <Message $tone="success">{t('wallet.account.filed')}</Message> : null}
        {error && !isLoading ? <Message $tone="error">{apiErrorText(t, error)}</Message> : null}
      </div>
    </Box>
  );
}

const Box = styled.div`
  margin-top: 20px;

  > button {
    width: 100%;
  }
`;

const Answer = styled.section`
  margin-top: 12px;
  padding: 14px 16px;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;
