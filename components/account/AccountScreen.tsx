import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { PageLayout } from '@/components/layout/PageLayout';
import { UnavailableNotice } from '@/components/common/UnavailableNotice';
import { bankLabel } from '@/lib/banks';
import { maskPhone, toAmount } from '@/lib/format';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentMember } from '@/store/member';
import { PasswordForm } from './PasswordForm';

export function AccountScreen() {
  const { t } = useTranslation();
  const member = useAppSelector(selectCurrentMember);
  const user = member?.user;

  const rows = [
    ['account.userId', user?.userId],
    ['account.bankOwner', user?.bankOwner],
    ['account.bankname', user ? bankLabel(t, user.bankname) : undefined],
    ['account.banknum', user?.banknum],
    ['account.nick', user?.nick],
    ['account.phone', maskPhone(user?.phone)],
    ['account.level', user ? t('account.levelValue', { level: toAmount(user.level) }) : ''],
  ] as const;

  return (
    <PageLayout title={t('account.title')}>
      <h1>{t('account.title')}</h1>
      {member ? null : <UnavailableNotice />}
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
      <PasswordForm />
    </PageLayout>
  );
}

const Table = styled.table`
  width: 100%;
  max-width: 720px;
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
