import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useT } from '@/components/common/translation';
import styled, { css } from 'styled-components';
import { useLogout } from '@/components/auth/useLogout';
import { Button } from '@/components/common/Button';
import { GuardedLink } from '@/components/common/GuardedLink';
import { formatComp, toAmount } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useAppSelector } from '@/store/hooks';
import { selectHoldings } from '@/store/member';
import { selectHasFeature } from '@/store/pageSlice';
import { selectRestriction } from '@/store/sessionSummary';
import type { HealthCheck } from '@/store/userApi';
import { Figure, type SummaryLayout as Layout } from '@/components/common/session/summaryParts';
import { useSiteFormat } from '@/store/market';

// Only members of a backend with player protection download it.
const SessionFigures = dynamic(() =>
  import('@/components/common/session/SessionFigures').then((m) => m.SessionFigures),
);

interface UserSummaryProps {
  member: HealthCheck;
  layout?: Layout;
}

export function UserSummary({ member, layout = 'strip' }: UserSummaryProps) {
  const { t } = useT();
  const fmt = useSiteFormat();
  const { locale = 'ko' } = useRouter();
  const logout = useLogout();
  const { user } = member;
  const holdings = useAppSelector(selectHoldings) ?? 0;
  const protection = useAppSelector((state) => selectHasFeature(state, 'player-protection'));
  const restricted = useAppSelector(selectRestriction) !== null;
  const notes = toAmount(member.noteCount);
  const helps = toAmount(member.helpCount);
  // The sidebar panel repeats the header strip's figures; only the strip carries the test ids.
  const testId = (id: string) => (layout === 'strip' ? id : undefined);

  return (
    // Only the strip is a named region: the panel sits in an aside or a drawer already named the same.
    <Summary aria-label={layout === 'strip' ? t('user.summary') : undefined} $layout={layout}>
      <Welcome $layout={layout}>
        <Avatar aria-hidden="true">{Array.from(user.nick)[0]?.toUpperCase()}</Avatar>
        <Greeting>{t('user.welcome', { nick: user.nick })}</Greeting>
        {/* The spec's strip names the member by id; the nickname's greeting stays, the id beside it when it differs. */}
        {user.userId && user.userId !== user.nick ? (
          <UserId data-testid={testId('user-id')}>{user.userId}</UserId>
        ) : null}
      </Welcome>
      <Figures $layout={layout}>
        <Figure $layout={layout} $wide>
          <dt>{t('user.holdings')}</dt>
          <dd className="tabular" data-testid={testId('holdings')}>
            {fmt.money(holdings)}
          </dd>
        </Figure>
        <Figure $layout={layout}>
          <dt>{t('user.comp')}</dt>
          <dd className="tabular" data-testid={testId('comp')}>
            {formatComp(user.rolling, locale)}
          </dd>
        </Figure>
        <Figure $layout={layout}>
          <dt>
            <GuardedLink href={paths.note}>{t('user.notes')}</GuardedLink>
          </dt>
          <dd className="tabular" data-testid={testId('note-count')}>
            <Count $on={notes > 0}>{notes}</Count>
          </dd>
        </Figure>
        <Figure $layout={layout}>
          <dt>
            <GuardedLink href={paths.help}>{t('user.helps')}</GuardedLink>
          </dt>
          <dd className="tabular" data-testid={testId('help-count')}>
            <Count $on={helps > 0}>{helps}</Count>
          </dd>
        </Figure>
        {protection ? <SessionFigures layout={layout} /> : null}
      </Figures>
      {layout === 'panel' ? (
        <Actions aria-label={t('layout.quickDeposit')}>
          {restricted ? null : (
            <Button as={GuardedLink} href={paths.deposit} $tone="primary">
              {t('nav.deposit')}
            </Button>
          )}
          <Button as={GuardedLink} href={paths.withdraw} $tone={restricted ? 'primary' : 'outline'}>
            {t('nav.withdraw')}
          </Button>
        </Actions>
      ) : null}
      <Logout type="button" onClick={() => void logout()} $layout={layout}>
        {t('nav.logout')}
      </Logout>
    </Summary>
  );
}

const Summary = styled.section<{ $layout: Layout }>`
  display: flex;
  ${({ $layout }) =>
    $layout === 'strip'
      ? css`
          flex-direction: row;
          align-items: center;
          gap: 20px;
          min-width: 0;
        `
      : css`
          flex-direction: column;
          align-items: stretch;
          gap: 16px;
        `}
`;

// In the strip the member's own name stays whole up to a long nickname; the figures beside it wrap instead.
const Welcome = styled.p<{ $layout: Layout }>`
  display: flex;
  align-items: center;
  gap: 10px;
  min-width: 0;
  margin: 0;
  font-weight: 700;
  overflow-wrap: anywhere;
  ${({ $layout }) =>
    $layout === 'strip'
      ? css`
          flex: 0 0 auto;
          max-width: 17rem;
          white-space: nowrap;
          font-size: 0.95rem;
        `
      : css`
          font-size: 1.05rem;
        `}
`;

const Greeting = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const UserId = styled.span`
  flex: 0 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Avatar = styled.span`
  display: inline-flex;
  flex: 0 0 auto;
  align-items: center;
  justify-content: center;
  width: 30px;
  height: 30px;
  border-radius: 50%;
  font-size: 0.85rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.accentText};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.accentLight},
    ${({ theme }) => theme.colors.accent} 60%,
    ${({ theme }) => theme.colors.accentDeep}
  );
`;

const Figures = styled.dl<{ $layout: Layout }>`
  margin: 0;
  ${({ $layout }) =>
    $layout === 'strip'
      ? css`
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          gap: 4px 18px;
          min-width: 0;
        `
      : css`
          display: grid;
          grid-template-columns: repeat(3, minmax(0, 1fr));
          gap: 8px;
        `}
`;

const Count = styled.span<{ $on: boolean }>`
  color: ${({ theme, $on }) => ($on ? theme.colors.danger : theme.colors.text)};
`;

const Actions = styled.nav`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(0, 1fr);
  gap: 8px;
`;

const Logout = styled.button<{ $layout: Layout }>`
  min-height: ${({ $layout }) => ($layout === 'strip' ? '36px' : '44px')};
  padding: 0 14px;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  white-space: nowrap;

  &:hover {
    border-color: ${({ theme }) => theme.colors.textMuted};
  }
`;
