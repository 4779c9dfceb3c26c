import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { useLogout } from '@/components/auth/useLogout';
import { GuardedLink } from '@/components/common/GuardedLink';
import { formatComp, formatMoney, toAmount } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { HealthCheck } from '@/store/userApi';

interface UserSummaryProps {
  member: HealthCheck;
  layout?: 'strip' | 'panel';
}

/** Who is logged in and what they hold: the header strip on desktop, a panel in the sidebar and the drawer. */
export function UserSummary({ member, layout = 'strip' }: UserSummaryProps) {
  const { t } = useTranslation('common');
  const { locale = 'ko' } = useRouter();
  const logout = useLogout();
  const { user } = member;
  const holdings = toAmount(user.balance) + toAmount(user.in_balance);

  return (
    <Summary aria-label={t('user.summary')} $layout={layout}>
      <Welcome>{t('user.welcome', { userId: user.userId })}</Welcome>
      <Figures>
        <Figure>
          <dt>{t('user.holdings')}</dt>
          <dd className="tabular" data-testid="holdings">
            {formatMoney(holdings, locale, t)}
          </dd>
        </Figure>
        <Figure>
          <dt>{t('user.comp')}</dt>
          <dd className="tabular" data-testid="comp">
            {formatComp(user.rolling, locale)}
          </dd>
        </Figure>
        <Figure>
          <dt>
            <GuardedLink href={paths.note}>{t('user.notes')}</GuardedLink>
          </dt>
          <dd className="tabular" data-testid="note-count">
            {toAmount(member.noteCount)}
          </dd>
        </Figure>
        <Figure>
          <dt>
            <GuardedLink href={paths.help}>{t('user.helps')}</GuardedLink>
          </dt>
          <dd className="tabular" data-testid="help-count">
            {toAmount(member.helpCount)}
          </dd>
        </Figure>
      </Figures>
      <Logout type="button" onClick={() => void logout()}>
        {t('nav.logout')}
      </Logout>
    </Summary>
  );
}

const Summary = styled.section<{ $layout: 'strip' | 'panel' }>`
  display: flex;
  flex-direction: ${({ $layout }) => ($layout === 'strip' ? 'row' : 'column')};
  align-items: ${({ $layout }) => ($layout === 'strip' ? 'center' : 'stretch')};
  gap: ${({ $layout }) => ($layout === 'strip' ? '16px' : '12px')};
`;

const Welcome = styled.p`
  margin: 0;
  font-weight: 700;
  white-space: nowrap;
`;

const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 16px;
  margin: 0;
`;

const Figure = styled.div`
  display: flex;
  align-items: baseline;
  gap: 6px;

  dt {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Logout = styled.button`
  min-height: 40px;
  padding: 0 14px;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  white-space: nowrap;
`;
