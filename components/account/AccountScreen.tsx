import Link from 'next/link';
import { useT } from '@/components/common/translation';
import styled from 'styled-components';
import { Button } from '@/components/common/Button';
import { PageLayout } from '@/components/layout/PageLayout';
import { UnavailableNotice } from '@/components/common/UnavailableNotice';
import { bankLabel } from '@/lib/banks';
import type { ExtensionFeature } from '@/lib/contract/terms';
import { maskAccount, maskPhone, toAmount } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentMember, selectGameMoney, selectHoldings } from '@/store/member';
import { selectHasFeature } from '@/store/pageSlice';
import { useMemberRecordQuery } from '@/store/userApi';
import { media } from '@/styles/theme';
import { LastLogin } from '@/components/common/LastLogin';
import { PasswordForm } from '@/components/common/PasswordForm';
import { useSiteFormat } from '@/store/market';

const SECURITY_FEATURES: readonly ExtensionFeature[] = ['two-factor', 'passkeys', 'sessions'];

export function AccountScreen() {
  const { t } = useT();
  const fmt = useSiteFormat();
  const member = useAppSelector(selectCurrentMember);
  const holdings = useAppSelector(selectHoldings) ?? 0;
  const gameMoney = useAppSelector(selectGameMoney);
  const tools = useAppSelector((state) => selectHasFeature(state, 'player-protection'));
  const security = useAppSelector((state) => SECURITY_FEATURES.some((feature) => selectHasFeature(state, feature)));
  const recordOffered = useAppSelector((state) => selectHasFeature(state, 'member-info'));
  const { data: record } = useMemberRecordQuery(undefined, { skip: !recordOffered || !member });
  // The member's own record where the backend has one (get-member): its account number is shown masked.
  const ownRecord = record?.status === 'success' ? record.user : undefined;
  const user = ownRecord ?? member?.user;
  const money = [
    ['account.holdings', holdings],
    ['account.balance', toAmount(user?.balance)],
    ['account.gameMoney', gameMoney],
  ] as const;

  const rows = [
    ['account.userId', user?.userId],
    ['account.bankOwner', user?.bankOwner],
    ['account.bankname', user ? bankLabel(t, user.bankname) : undefined],
    ['account.banknum', ownRecord ? maskAccount(ownRecord.banknum) : user?.banknum],
    ['account.nick', user?.nick],
    ['account.phone', maskPhone(user?.phone)],
    ['account.level', user ? t('account.levelValue', { level: toAmount(user.level) }) : ''],
    ...(ownRecord ? ([['account.since', fmt.date(ownRecord.regDate)]] as const) : []),
  ] as const;

  return (
    <PageLayout title={t('account.title')}>
      <h1>{t('account.title')}</h1>
      {member ? null : <UnavailableNotice />}
      <Columns>
        <Column>
          <Money role="group" aria-labelledby="account-money" aria-describedby="account-money-hint">
            <h2 id="account-money">{t('account.money')}</h2>
            <dl>
              {money.map(([label, value], index) => (
                <Figure key={label} $total={index === 0}>
                  <dt>{t(label)}</dt>
                  <dd className="tabular">{fmt.money(value)}</dd>
                </Figure>
              ))}
            </dl>
            <p id="account-money-hint">{t('account.holdingsHint')}</p>
          </Money>
          <Table>
            <caption>{t('account.info')}</caption>
            <tbody>
              {rows.map(([label, value]) => (
                <tr key={label}>
                  <th scope="row">{t(label)}</th>
                  <td>{value ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Column>
        <Column>
          {security ? (
            <Tools aria-labelledby="account-security">
              <h2 id="account-security">{t('account.security.title')}</h2>
              <p>{t('account.security.summary')}</p>
              <LastLogin />
              <Button as={Link} href={paths.security} $tone="outline">
                {t('account.security.link')}
              </Button>
            </Tools>
          ) : null}
          {tools ? (
            <Tools aria-labelledby="account-protection">
              <h2 id="account-protection">{t('account.protection.title')}</h2>
              <p>{t('account.protection.text')}</p>
              <Button as={Link} href={paths.protection} $tone="outline">
                {t('account.protection.link')}
              </Button>
            </Tools>
          ) : null}
          <PasswordForm />
        </Column>
      </Columns>
    </PageLayout>
  );
}

const Columns = styled.div`
  display: grid;
  gap: 32px;

  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
    gap: 32px;
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
  min-width: 0;
  max-width: 720px;

  > form {
    margin-top: 0;
  }

  ${media.desktop} {
    max-width: none;

    > form {
      max-width: none;
    }
  }
`;

const Money = styled.section`
  padding: 20px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: 0 0 12px;
    font-size: 1.15rem;
  }
  /* Side by side only where a seven-figure amount fits on one line; on a phone the figures stack. */
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
    gap: 10px;
    margin: 0;
  }
  p {
    margin: 12px 0 0;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Tools = styled(Money)`
  p {
    margin: 0 0 14px;
    font-size: 0.95rem;
  }
`;

const Figure = styled.div<{ $total: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 12px 14px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme, $total }) => ($total ? theme.colors.accent : theme.colors.border)};
  grid-column: ${({ $total }) => ($total ? '1 / -1' : 'auto')};

  dt {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-size: ${({ $total }) => ($total ? '1.5rem' : '1.05rem')};
    color: ${({ theme, $total }) => ($total ? theme.colors.accent : theme.colors.text)};
    overflow-wrap: anywhere;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;

  caption {
    text-align: left;
    font-weight: 700;
    padding: 0 0 8px;
  }
  th,
  td {
    padding: 14px 16px;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    width: 40%;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  tr:last-child th,
  tr:last-child td {
    border-bottom: 0;
  }
`;
