import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useT } from '@/components/common/translation';
import { useCallback } from 'react';
import styled from 'styled-components';
import { Card } from '@/components/common/Card';
import { GameNav } from '@/components/common/games/GameNav';
import { HydrateLater, HydrateNearScreen } from '@/components/common/HydrateLater';
import { AccountArea, PageLayout } from '@/components/layout/PageLayout';
import { companyFromQuery, paths } from '@/lib/paths';
import { useLoaded } from '@/components/common/useLoaded';
import { useAppSelector } from '@/store/hooks';
import { selectLoggedOut } from '@/store/sessionSlice';
import { media } from '@/styles/theme';
import { Banner } from './Banner';
import { GameTabs } from './GameTabs';
import { Jackpots } from './Jackpots';
import { LobbyNews } from './LobbyNews';
import { PlayerRows, ShowcaseRows } from './LobbyRows';

// The pop-ups need the browser.
const SlotGamesModal = dynamic(() => import('@/components/common/games/SlotGamesModal'));
const NoticePopups = dynamic(() => import('@/components/home/popups/NoticePopups'), { ssr: false });

export function HomeScreen() {
  const { t } = useT();
  const router = useRouter();
  const loggedOut = useAppSelector(selectLoggedOut);
  const company = companyFromQuery(router.query.company);
  const closeCompany = useCallback(
    () => void router.push(paths.home, undefined, { shallow: true, scroll: false }),
    [router],
  );

  return (
    <PageLayout wide>
      <Lobby>
        <Side aria-label={t('home.gamesAside')}>
          <HydrateLater>
            <SideCard>
              <GameNav />
            </SideCard>
          </HydrateLater>
        </Side>
        <Center>
          <HydrateLater>
            <Banner />
          </HydrateLater>
          <HydrateLater>
            <Jackpots />
          </HydrateLater>
          <HydrateLater>
            <GameTabs />
          </HydrateLater>
          <PlayerRows />
          <HydrateNearScreen>
            <ShowcaseRows />
            <LobbyNews />
          </HydrateNearScreen>
        </Center>
        <Side aria-label={t(loggedOut === false ? 'user.summary' : 'layout.loginTitle')}>
          <HydrateLater>
            <SideCard>
              {loggedOut === false ? null : <SideTitle>{t('layout.loginTitle')}</SideTitle>}
              <AccountArea layout="panel" />
            </SideCard>
          </HydrateLater>
        </Side>
      </Lobby>
      {company ? <SlotGamesModal key={company} company={company} onClose={closeCompany} /> : null}
      <PopupsOnceLoaded />
    </PageLayout>
  );
}

// Its own component: the flag re-renders only it, not the lobby.
function PopupsOnceLoaded() {
  return useLoaded() ? <NoticePopups /> : null;
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

const SideCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 20px;
  padding: 16px 12px;
`;

const SideTitle = styled.h2`
  margin: 0;
  font-size: 1.05rem;
  color: ${({ theme }) => theme.colors.accent};
`;
