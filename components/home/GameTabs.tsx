import Link from 'next/link';
import { useT } from '@/components/common/translation';
import { memo, useDeferredValue, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Switch } from '@/components/common/Button';
import { UnavailableNotice } from '@/components/common/UnavailableNotice';
import { MoreProviders } from '@/components/common/games/MoreProviders';
import { useCasinoVendors, useProviderReveal, useSlotCompanies } from '@/components/common/games/useGameLists';
import { CompanyCards, VendorCards } from '@/components/common/games/VendorCards';
import { paths } from '@/lib/paths';

const TABS = ['casino', 'slot'] as const;
type Tab = (typeof TABS)[number];

const KEYS: Record<string, (index: number) => number> = {
  ArrowRight: (index) => (index + 1) % TABS.length,
  ArrowLeft: (index) => (index - 1 + TABS.length) % TABS.length,
  Home: () => 0,
  End: () => TABS.length - 1,
};

/** Only the chosen panel has content, and only the top providers until asked for more: the lobby's HTML stays small. */
export function GameTabs() {
  const { t } = useT();
  const [active, setActive] = useState<Tab>('casino');
  // The tab answers a tap in the next frame; the chosen panel's tiles render after that paint (useDeferredValue).
  const shown = useDeferredValue(active);
  const id = useId();
  const tabs = useRef<Record<Tab, HTMLButtonElement | null>>({ casino: null, slot: null });

  function onKeyDown(event: KeyboardEvent) {
    const move = KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    const next = TABS[move(TABS.indexOf(active))];
    setActive(next);
    tabs.current[next]?.focus();
  }

  return (
    <Section aria-labelledby="lobby-games">
      <Head>
        <Title id="lobby-games">{t('home.gamesTitle')}</Title>
        <Switch as="div" role="tablist" aria-label={t('home.gameTabs')} onKeyDown={onKeyDown}>
          {TABS.map((tab) => (
            <button
              key={tab}
              ref={(element) => {
                tabs.current[tab] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab}`}
              aria-selected={active === tab}
              aria-controls={`${id}-panel-${tab}`}
              tabIndex={active === tab ? 0 : -1}
              onClick={() => setActive(tab)}
            >
              {t(`games.${tab}`)}
            </button>
          ))}
        </Switch>
      </Head>
      <TabPanels shown={shown} id={id} />
    </Section>
  );
}

// Memoised: a tap re-renders the tabs alone, and the panels once the deferred tab reaches them.
const TabPanels = memo(function TabPanels({ shown, id }: { shown: Tab; id: string }) {
  const { t } = useT();
  const lists = { casino: useCasinoVendors(), slot: useSlotCompanies() };
  const reveal = { casino: useProviderReveal(lists.casino), slot: useProviderReveal(lists.slot) };
  return TABS.map((tab) => (
    <div
      key={tab}
      role="tabpanel"
      id={`${id}-panel-${tab}`}
      aria-labelledby={`${id}-tab-${tab}`}
      hidden={shown !== tab}
    >
      {shown === tab ? (
        <>
          {lists[tab].unavailable ? (
            <UnavailableNotice />
          ) : tab === 'casino' ? (
            <VendorCards vendors={reveal.casino.shown} />
          ) : (
            <CompanyCards companies={reveal.slot.shown} />
          )}
          {lists[tab].unavailable ? null : (
            <MoreProviders kind={tab} controls={`${id}-panel-${tab}`} reveal={reveal[tab]} />
          )}
          <SeeAll href={{ pathname: paths.game, query: { category: tab } }}>
            {t(`collections.providersOf.${tab}`)}
          </SeeAll>
        </>
      ) : null}
    </div>
  ));
});

const Section = styled.section`
  margin-top: 28px;
  scroll-margin-top: 80px;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 14px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;

const SeeAll = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 46px;
  margin-top: 14px;
  border-radius: 12px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 700;
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;
