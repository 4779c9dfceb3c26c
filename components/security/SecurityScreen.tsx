import { useT } from '@/components/common/translation';
import styled from 'styled-components';
import { PageLayout } from '@/components/layout/PageLayout';
import { useAppSelector } from '@/store/hooks';
import { selectHasFeature } from '@/store/pageSlice';
import { media } from '@/styles/theme';
import { LastLogin } from '@/components/common/LastLogin';
import { LoginHistory } from './LoginHistory';
import { PasskeysPanel } from './PasskeysPanel';
import { SessionsPanel } from './SessionsPanel';
import { TwoFactorPanel } from './TwoFactorPanel';

/** Account security: each part only where the site's backend offers it (two-factor, passkeys, sessions). */
export function SecurityScreen() {
  const { t } = useT();
  const twoFactor = useAppSelector((state) => selectHasFeature(state, 'two-factor'));
  const passkeys = useAppSelector((state) => selectHasFeature(state, 'passkeys'));
  const sessions = useAppSelector((state) => selectHasFeature(state, 'sessions'));

  return (
    <PageLayout title={t('account.security.title')}>
      <Head>
        <h1>{t('account.security.title')}</h1>
        <p>{t('account.security.intro')}</p>
        <LastLogin />
      </Head>
      <Columns>
        <Column>
          {twoFactor ? <TwoFactorPanel /> : null}
          {passkeys ? <PasskeysPanel /> : null}
        </Column>
        <Column>{sessions ? <SessionsPanel /> : null}</Column>
      </Columns>
      {sessions ? <LoginHistory /> : null}
    </PageLayout>
  );
}

const Head = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 24px;

  h1,
  p {
    margin: 0;
  }
  > p:first-of-type {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 24px;
  margin-bottom: 24px;

  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
  min-width: 0;
`;
