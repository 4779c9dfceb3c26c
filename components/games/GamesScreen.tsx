import Link from 'next/link';
import { useRouter } from 'next/router';
import { useT } from '@/components/common/translation';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Empty } from '@/components/common/Card';
import { UnavailableNotice } from '@/components/common/UnavailableNotice';
import { PageLayout } from '@/components/layout/PageLayout';
import { gameName, matchesSearch } from '@/lib/launch';
import { GAME_CATEGORIES, categoryFromQuery, companyFromQuery, localizedPath, paths } from '@/lib/paths';
import { useAppSelector } from '@/store/hooks';
import { selectHasFeature } from '@/store/pageSlice';
import { media } from '@/styles/theme';
import { CatalogueScreen } from './CatalogueScreen';
import {
  useCasinoVendors,
  useCompanyGames,
  useSlotCompanies,
  useSportVendors,
} from '@/components/common/games/useGameLists';
import { GamesHeading } from './GamesHeading';
import { searchField, Status } from './parts';
import { SearchInput } from './SearchInput';
import { CompanyCards, SlotGameCards, VendorCards } from '@/components/common/games/VendorCards';

const SEARCH_MAX = 60;

const queryText = (value: unknown) => (typeof value === 'string' ? value.slice(0, SEARCH_MAX) : '');
const gamesHref = (query: Record<string, string>) => ({ pathname: paths.game, query });

/** The catalogue search when the operator's backend offers it; otherwise the per-provider lists of the legacy contract. */
export function GamesScreen() {
  const searchable = useAppSelector((state) => selectHasFeature(state, 'game-search'));
  return searchable ? <CatalogueScreen /> : <ProviderScreen />;
}

function ProviderScreen() {
  const { t } = useT();
  const router = useRouter();
  const category = categoryFromQuery(router.query.category);
  const company = category === 'slot' ? companyFromQuery(router.query.company) : null;
  const [search, setSearch] = useState(() => queryText(router.query.q));
  const title = t(`games.${category}`);

  return (
    <PageLayout title={title}>
      <GamesHeading
        title={title}
        links={GAME_CATEGORIES.map((item) => ({
          key: item,
          href: gamesHref({ category: item }),
          label: t(`games.${item}`),
          current: item === category,
        }))}
      />
      {/* Without JavaScript the form reloads the page with ?q=; with it, the grid filters as the player types. */}
      <Search
        role="search"
        action={localizedPath(paths.game, router.locale)}
        method="get"
        onSubmit={(event) => event.preventDefault()}
      >
        <input type="hidden" name="category" value={category} />
        {company ? <input type="hidden" name="company" value={company} /> : null}
        <SearchInput value={search} onChange={setSearch} maxLength={SEARCH_MAX} />
      </Search>
      {category === 'slot' ? (
        company ? (
          <CompanyGames company={company} search={search} />
        ) : (
          <Companies search={search} />
        )
      ) : category === 'sport' ? (
        <SportVendors search={search} />
      ) : (
        <CasinoVendors search={search} />
      )}
    </PageLayout>
  );
}

function Results({ count, search, children }: { count: number; search: string; children: ReactNode }) {
  const { t } = useT();
  const query = search.trim();
  return (
    <>
      <Status role="status" className="tabular">
        {query ? (count === 0 ? t('games.noResults', { query }) : t('games.results', { count })) : ''}
      </Status>
      {count > 0 ? children : query ? null : <Empty $bare>{t('games.empty')}</Empty>}
    </>
  );
}

const CasinoVendors = ({ search }: { search: string }) => <Vendors list={useCasinoVendors()} search={search} />;
const SportVendors = ({ search }: { search: string }) => <Vendors list={useSportVendors()} search={search} sport />;

function Vendors({
  list,
  search,
  sport = false,
}: {
  list: Pick<ReturnType<typeof useCasinoVendors>, 'items' | 'unavailable' | 'loading'>;
  search: string;
  sport?: boolean;
}) {
  const { t } = useT();
  const items = list.items.filter((item) => matchesSearch(item, search));
  if (list.unavailable) return <UnavailableNotice />;
  if (sport && !list.loading && list.items.length === 0) return <Soon>{t('games.sportSoon')}</Soon>;
  return (
    <Results count={items.length} search={search}>
      <VendorCards vendors={items} eager={8} />
    </Results>
  );
}

function Companies({ search }: { search: string }) {
  const list = useSlotCompanies();
  const items = list.items.filter((item) => matchesSearch(item, search));
  if (list.unavailable) return <UnavailableNotice />;
  return (
    <Results count={items.length} search={search}>
      <CompanyCards companies={items} eager={8} href={(company) => gamesHref({ category: 'slot', company })} />
    </Results>
  );
}

function CompanyGames({ company, search }: { company: string; search: string }) {
  const { t } = useT();
  const { locale } = useRouter();
  const companies = useSlotCompanies();
  const info = companies.items.find((item) => item.code === company);
  const unlisted = !info && !companies.unavailable && companies.items.length > 0;
  const games = useCompanyGames(company, { skip: unlisted });
  const items = games.items.filter((item) => matchesSearch(item, search));

  return (
    <>
      <Crumbs>
        <Link href={gamesHref({ category: 'slot' })}>
          <span aria-hidden="true">‹ </span>
          {t('games.backToCompanies')}
        </Link>
        <h2>{t('games.companyGames', { name: info ? gameName(info, locale) : company })}</h2>
      </Crumbs>
      {unlisted || games.unknown ? (
        <Empty role="status" $bare>
          {t('games.noSuchCompany', { name: company })}
        </Empty>
      ) : games.unavailable ? (
        <UnavailableNotice />
      ) : games.loading ? (
        <Empty $bare>{t('games.loading')}</Empty>
      ) : (
        <Results count={items.length} search={search}>
          <SlotGameCards games={items} company={info} />
        </Results>
      )}
    </>
  );
}

const Search = styled.form`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-bottom: 12px;

  input[type='search'] {
    ${searchField}
  }
  button {
    min-height: 48px;
    border-radius: 12px;
  }

  ${media.desktop} {
    max-width: 560px;
  }
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
