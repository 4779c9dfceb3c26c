import Link from 'next/link';
import { useT } from '@/lib/t';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { UnavailableNotice } from '@/components/common/UnavailableNotice';
import { useCasinoVendors, useSlotCompanies } from '@/components/games/useGameLists';
import { CompanyCards, VendorCards } from '@/components/games/VendorCards';

const TABS = ['casino', 'slot'] as const;
type Tab = (typeof TABS)[number];

/**
 * The lobby's two lists behind a tab switch. Only the chosen panel has content (the hidden one is an empty panel
 * until chosen): that halves the HTML, and the slot companies are in the side list of the page as well.
 */
export function GameTabs() {
  const { t } = useT();
  const [active, setActive] = useState<Tab>('casino');
  const id = useId();
  const tabs = useRef<Record<Tab, HTMLButtonElement | null>>({ casino: null, slot: null });
  const casino = useCasinoVendors();
  const slots = useSlotCompanies();

  function onKeyDown(event: KeyboardEvent) {
    const index = TABS.indexOf(active);
    const next =
      event.key === 'ArrowRight' ? TABS[(index + 1) % TABS.length]
      : event.key === 'ArrowLeft' ? TABS[(index - 1 + TABS.length) % TABS.length]
      : event.key === 'Home' ? TABS[0]
      : event.key === 'End' ? TABS[TABS.length - 1]
      : null;
    if (!next) return;
    event.preventDefault();
    setActive(next);
    tabs.current[next]?.focus();
  }

  return (
    <Section aria-labelledby="lobby-games">
      <Head>
        <Title id="lobby-games">{t('home.gamesTitle')}</Title>
        <TabList role="tablist" aria-label={t('home.gameTabs')} onKeyDown={onKeyDown}>
          {TABS.map((tab) => (
            <TabButton
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
              <Count className="tabular" aria-hidden="true">{tab === 'casino' ? casino.items.length : slots.items.length}</Count>
            </TabButton>
          ))}
        </TabList>
      </Head>
      <Panel role="tabpanel" id={`${id}-panel-casino`} aria-labelledby={`${id}-tab-casino`} hidden={active !== 'casino'}>
        {active === 'casino' ? (
          <>
            {casino.unavailable ? <UnavailableNotice /> : <VendorCards vendors={casino.items} />}
            <SeeAll href={{ pathname: '/game', query: { category: 'casino' } }}>{t('home.seeAll', { category: t('games.casino') })}</SeeAll>
          </>
        ) : null}
      </Panel>
      <Panel role="tabpanel" id={`${id}-panel-slot`} aria-labelledby={`${id}-tab-slot`} hidden={active !== 'slot'}>
        {active === 'slot' ? (
          <>
            {slots.unavailable ? <UnavailableNotice /> : <CompanyCards companies={slots.items} />}
            <SeeAll href={{ pathname: '/game', query: { category: 'slot' } }}>{t('home.seeAll', { category: t('games.slot') })}</SeeAll>
          </>
        ) : null}
      </Panel>
    </Section>
  );
}

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

const TabList = styled.div`
  display: inline-flex;
  padding: 4px;
  gap: 4px;
  border-radius: 14px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const TabButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 42px;
  padding: 0 18px;
  border: 0;
  border-radius: 10px;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 800;
  cursor: pointer;
  transition: background-color 150ms ease, color 150ms ease;

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.accentText};
    background: ${({ theme }) => theme.colors.accent};
  }
  &[aria-selected='false']:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Count = styled.span`
  min-width: 24px;
  padding: 1px 7px;
  border-radius: 999px;
  font-size: 0.75rem;
  background: rgba(0, 0, 0, 0.22);
`;

const Panel = styled.div`
  &[hidden] {
    display: none;
  }
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
