import Link from 'next/link';
import { useRouter } from 'next/router';
import { useT } from '@/lib/t';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTypedBeforeHydration } from '@/components/common/useTypedBeforeHydration';
import styled from 'styled-components';
import { UnavailableNotice } from '@/components/common/UnavailableNotice';
import { PageLayout } from '@/components/layout/PageLayout';
import { gameName, matchesSearch, slotGameTarget } from '@/lib/launch';
import { GAME_CATEGORIES, categoryFromQuery, companyFromQuery } from '@/lib/paths';
import { localizedPath, paths } from '@/lib/paths';
import { media } from '@/styles/theme';
import { GameCard } from './GameCard';
import { GameGrid } from './GameGrid';
import { useCasinoVendors, useCompanyGames, useSlotCompanies, useSportVendors } from './useGameLists';
import { useLaunchGame } from './useLaunchGame';
import { CompanyCards, VendorCards } from './VendorCards';

export const GAMES_PATH = paths.game;

const queryText = (value: unknown) => (typeof value === 'string' ? value.slice(0, 60) : '');

/** `/game?category=casino|slot|sport[&company=CODE][&q=…]`: one category as a searchable grid. */
export function GamesScreen() {
  const { t } = useT();
  const router = useRouter();
  const category = categoryFromQuery(router.query.category);
  const company = category === 'slot' ? companyFromQuery(router.query.company) : null;
  const [search, setSearch] = useState(() => queryText(router.query.q));
  const searchForm = useTypedBeforeHydration();
  const searchId = useId();
  const title = t(`games.${category}`);

  // Without JavaScript the form reloads the page with ?q=; with it, the grid filters as the player types.
  function submit(event: FormEvent) {
    event.preventDefault();
  }

  return (
    <PageLayout title={title}>
      <Top>
        <div>
          <h1>{title}</h1>
          <p>{t('games.pageIntro')}</p>
        </div>
        <Categories aria-label={t('games.categories')}>
          {GAME_CATEGORIES.map((item) => (
            <Link key={item} href={{ pathname: GAMES_PATH, query: { category: item } }} aria-current={item === category ? 'page' : undefined}>
              {t(`games.${item}`)}
            </Link>
          ))}
        </Categories>
      </Top>
      <Search ref={searchForm} role="search" action={localizedPath(GAMES_PATH, router.locale)} method="get" onSubmit={submit}>
        <input type="hidden" name="category" value={category} />
        {company ? <input type="hidden" name="company" value={company} /> : null}
        <label htmlFor={searchId}>{t('games.search')}</label>
        <input
          id={searchId}
          name="q"
          type="search"
          value={search}
          placeholder={t('games.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={60}
          onChange={(event) => setSearch(event.target.value)}
        />
        <button type="submit">{t('games.searchSubmit')}</button>
      </Search>
      {category === 'casino' ? <CasinoGrid search={search} /> : null}
      {category === 'sport' ? <SportGrid search={search} /> : null}
      {category === 'slot' && !company ? <SlotCompanyGrid search={search} /> : null}
      {category === 'slot' && company ? <CompanyGamesGrid company={company} search={search} /> : null}
    </PageLayout>
  );
}

function Results({ count, search, children }: { count: number; search: string; children: ReactNode }) {
  const { t } = useT();
  return (
    <>
      <Status role="status" className="tabular">
        {search.trim() ? (count === 0 ? t('games.noResults', { query: search.trim() }) : t('games.results', { count })) : ''}
      </Status>
      {count > 0 ? children : search.trim() ? null : <Empty>{t('games.empty')}</Empty>}
    </>
  );
}

function CasinoGrid({ search }: { search: string }) {
  const list = useCasinoVendors();
  const items = list.items.filter((item) => matchesSearch(item, search));
  if (list.unavailable) return <UnavailableNotice />;
  return (
    <Results count={items.length} search={search}>
      <VendorCards vendors={items} eager={8} />
    </Results>
  );
}

function SportGrid({ search }: { search: string }) {
  const { t } = useT();
  const list = useSportVendors();
  const items = list.items.filter((item) => matchesSearch(item, search));
  if (list.unavailable) return <UnavailableNotice />;
  if (!list.loading && list.items.length === 0) return <Soon>{t('games.sportSoon')}</Soon>;
  return (
    <Results count={items.length} search={search}>
      <VendorCards vendors={items} eager={8} />
    </Results>
  );
}

function SlotCompanyGrid({ search }: { search: string }) {
  const list = useSlotCompanies();
  const items = list.items.filter((item) => matchesSearch(item, search));
  if (list.unavailable) return <UnavailableNotice />;
  return (
    <Results count={items.length} search={search}>
      <CompanyGamesLinks companies={items} />
    </Results>
  );
}

/** On this page a company opens its games right here, at a URL of its own. */
function CompanyGamesLinks({ companies }: { companies: Parameters<typeof CompanyCards>[0]['companies'] }) {
  const { locale } = useRouter();
  return (
    <GameGrid>
      {companies.map((item, index) => (
        <li key={item.code}>
          <GameCard
            name={gameName(item, locale)}
            imgUrl={item.imgUrl}
            shape="wide"
            maintenance={item.used !== 'y'}
            eager={index < 8}
            href={{ pathname: GAMES_PATH, query: { category: 'slot', company: item.code } }}
          />
        </li>
      ))}
    </GameGrid>
  );
}

function CompanyGamesGrid({ company, search }: { company: string; search: string }) {
  const { t } = useT();
  const { locale } = useRouter();
  const launch = useLaunchGame();
  const companies = useSlotCompanies();
  const games = useCompanyGames(company);
  const info = companies.items.find((item) => item.code === company);
  const items = games.items.filter((item) => matchesSearch(item, search));

  return (
    <>
      <Crumbs>
        <Link href={{ pathname: GAMES_PATH, query: { category: 'slot' } }}>
          <span aria-hidden="true">‹ </span>
          {t('games.backToCompanies')}
        </Link>
        <h2>{t('games.companyGames', { name: info ? gameName(info, locale) : company })}</h2>
      </Crumbs>
      {games.unavailable ? (
        <UnavailableNotice />
      ) : games.loading ? (
        <Empty>{t('games.loading')}</Empty>
      ) : (
        <Results count={items.length} search={search}>
          <GameGrid $min={160}>
            {items.map((game, index) => {
              const target = slotGameTarget(game, info);
              return (
                <li key={game.code}>
                  <GameCard
                    name={gameName(game, locale)}
                    imgUrl={game.imgUrl}
                    shape="square"
                    maintenance={target.used !== 'y'}
                    eager={index < 8}
                    onPlay={() => launch(target)}
                  />
                </li>
              );
            })}
          </GameGrid>
        </Results>
      )}
    </>
  );
}


const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 16px;

  h1 {
    margin: 0 0 4px;
    font-size: clamp(1.6rem, 4vw, 2.1rem);
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Categories = styled.nav`
  display: flex;
  gap: 6px;
  padding: 4px;
  border-radius: 14px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 42px;
    padding: 0 18px;
    border-radius: 10px;
    font-weight: 800;
    text-decoration: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.accentText};
    background: ${({ theme }) => theme.colors.accent};
  }
`;

const Search = styled.form`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-bottom: 12px;

  label {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  input[type='search'] {
    flex: 1 1 auto;
    min-width: 0;
    min-height: 48px;
    padding: 0 16px;
    border-radius: 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  input[type='search']:focus {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  button {
    min-height: 48px;
    padding: 0 20px;
    border-radius: 12px;
    border: 0;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.accentText};
    background: ${({ theme }) => theme.colors.accent};
    cursor: pointer;
  }

  ${media.desktop} {
    max-width: 560px;
  }
`;

const Status = styled.p`
  min-height: 1.5em;
  margin: 0 0 10px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Empty = styled.p`
  margin: 0;
  padding: 48px 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Soon = styled.p`
  margin: 8px 0 0;
  padding: 48px 20px;
  border-radius: 16px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  text-align: center;
  font-size: 1.05rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Crumbs = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 12px;

  a {
    align-self: flex-start;
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
    font-weight: 700;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.accent};
  }
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;
