import { useRouter } from 'next/router';
import { useT } from '@/lib/t';
import { useCallback } from 'react';
import styled from 'styled-components';
import { clientOnly, island } from '@/components/common/Island';
import { PageLayout } from '@/components/layout/PageLayout';
import { companyFromQuery, paths } from '@/lib/paths';
import { useAppSelector } from '@/store/hooks';
import { selectLoggedOut } from '@/store/sessionSlice';
import { media } from '@/styles/theme';

// In the first-load JavaScript: the header. The banner and everything below it (and the side columns, hidden on
// phones) arrive as they come into view and hydrate apart from the header, in small steps; the slot modal when a
// company is chosen or in the URL; the pop-ups after hydration.
const Banner = island(() => import('./Banner').then((m) => m.Banner));
const AccountArea = island(() => import('@/components/layout/AccountArea').then((m) => m.AccountArea));
const GameNav = island(() => import('@/components/games/GameNav').then((m) => m.GameNav));
const Jackpots = island(() => import('./Jackpots').then((m) => m.Jackpots));
const GameTabs = island(() => import('./GameTabs').then((m) => m.GameTabs));
const LobbyNews = island(() => import('./LobbyNews').then((m) => m.LobbyNews));
const SlotGamesModal = island(() => import('@/components/games/SlotGamesModal').then((m) => m.default), { eager: true });
const NoticePopups = clientOnly(() => import('@/components/popups/NoticePopups').then((m) => m.default));

/** The lobby: game lists on the left, the account on the right, and in the middle the banner, jackpots, games and news. */
export function HomeScreen() {
  const { t } = useT();
  const router = useRouter();
  const loggedOut = useAppSelector(selectLoggedOut);
  const company = companyFromQuery(router.query.company);
  const closeCompany = useCallback(() => void router.push(paths.home, undefined, { shallow: true, scroll: false }), [router]);

  return (
    <PageLayout wide>
      <Lobby>
        <Side aria-label={t('home.gamesAside')}>
          <SideCard>
            <GameNav />
          </SideCard>
        </Side>
        <Center>
          <Banner />
          <Jackpots />
          <GameTabs />
          <LobbyNews />
        </Center>
        <Side aria-label={t(loggedOut === false ? 'user.summary' : 'layout.loginTitle')}>
          <SideCard>
            {loggedOut === false ? null : <SideTitle>{t('layout.loginTitle')}</SideTitle>}
            <AccountArea layout="panel" />
          </SideCard>
        </Side>
      </Lobby>
      {company ? <SlotGamesModal company={company} onClose={closeCompany} /> : null}
      <NoticePopups />
    </PageLayout>
  );
}

const Lobby = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;

  ${media.desktop} {
    grid-template-columns: 250px minmax(0, 1fr) 300px;
    align-items: start;
  }
`;

const Center = styled.div`
  min-width: 0;
`;

const Side = styled.aside`
  display: none;

  ${media.desktop} {
    display: block;
    position: sticky;
    top: 16px;
  }
`;

const SideCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  padding: 16px 12px;
  border-radius: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const SideTitle = styled.h2`
  margin: 0;
  font-size: 1.05rem;
  color: ${({ theme }) => theme.colors.accent};
`;
