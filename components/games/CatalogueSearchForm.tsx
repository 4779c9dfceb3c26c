import { useRouter } from 'next/router';
import { useT } from '@/components/common/translation';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { SearchFacets } from '@/lib/contract';
import { gameSorts, SEARCH_TEXT_MAX } from '@/lib/contract/terms';
import { localizedPath, paths } from '@/lib/paths';
import { media } from '@/styles/theme';
import { searchText, type CatalogueFilters } from './catalogueQuery';
import { searchField } from './parts';
import { ProviderList } from './ProviderList';
import { SearchInput } from './SearchInput';
import { TagChips } from './TagChips';

/** The typeahead waits this long after the last keystroke before it asks. */
const TYPEAHEAD_MS = 300;

interface CatalogueSearchFormProps {
  filters: CatalogueFilters;
  facets: SearchFacets | undefined;
  apply: (filters: CatalogueFilters, how?: 'push' | 'replace') => void;
  searchBox: React.RefObject<HTMLInputElement | null>;
}

/** Without JavaScript the form is a GET of /game, which the server renders; with it, every change updates the URL. */
export function CatalogueSearchForm({ filters, facets, apply, searchBox }: CatalogueSearchFormProps) {
  const { t } = useT();
  const { locale } = useRouter();
  const sortId = useId();
  const [text, setText] = useState(filters.q);
  // The last text this page put into the URL: any other change of ?q= (Back, a link) is shown in the box.
  const [sent, setSent] = useState(filters.q);
  const [urlText, setUrlText] = useState(filters.q);
  // Set while the typeahead has put this burst of typing in the URL; leaving the box or another change ends it.
  const typing = useRef(false);
  if (urlText !== filters.q) {
    setUrlText(filters.q);
    if (filters.q !== sent) setText(filters.q);
  }
  useEffect(() => {
    if (filters.q !== sent) typing.current = false;
  }, [filters.q, sent]);

  useEffect(() => {
    const q = searchText(text);
    if (q === filters.q) return;
    const timer = setTimeout(() => {
      setSent(q);
      apply({ ...filters, q }, typing.current ? 'replace' : 'push');
      typing.current = true;
    }, TYPEAHEAD_MS);
    return () => clearTimeout(timer);
  }, [text, filters, apply]);

  const change = (next: CatalogueFilters) => {
    typing.current = false;
    apply(next);
  };
  const toggle = (list: string[], item: string) =>
    list.includes(item) ? list.filter((value) => value !== item) : [...list, item].sort();

  return (
    <Form
      role="search"
      action={localizedPath(paths.game, locale)}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        const q = searchText(text);
        setSent(q);
        if (q !== filters.q) change({ ...filters, q });
      }}
    >
      {filters.kind ? <input type="hidden" name="category" value={filters.kind} /> : null}
      {filters.providers ? <input type="hidden" name="providers" value="1" /> : null}
      <Toolbar>
        <SearchRow onBlur={() => (typing.current = false)}>
          <SearchInput ref={searchBox} value={text} onChange={setText} maxLength={SEARCH_TEXT_MAX} />
        </SearchRow>
        <SortField>
          <label htmlFor={sortId}>{t('catalogue.sort')}</label>
          <select
            id={sortId}
            name="sort"
            value={filters.sort}
            onChange={(event) => change({ ...filters, sort: event.target.value as CatalogueFilters['sort'] })}
          >
            {gameSorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`catalogue.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </SortField>
      </Toolbar>
      <ProviderList
        facets={facets}
        filters={filters}
        onOpen={(providers) => change({ ...filters, providers })}
        onToggle={(company) => change({ ...filters, companies: toggle(filters.companies, company) })}
      />
      <TagChips
        facets={facets}
        chosen={filters.tags}
        onToggle={(tag) => change({ ...filters, tags: toggle(filters.tags, tag) })}
      />
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-bottom: 12px;
`;

const field = `
  min-height: 48px;
  border-radius: 12px;
`;

const SearchRow = styled.div`
  display: flex;
  flex: 1 1 100%;
  align-items: center;
  gap: 8px;

  input[type='search'] {
    ${searchField}
  }
  button {
    ${field}
    flex: 0 0 auto;
    white-space: nowrap;
  }
  ${media.desktop} {
    flex: 0 1 640px;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
`;

const SortField = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 48px;
  padding: 0 4px 0 12px;
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  label {
    font-size: 0.85rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  select {
    min-height: 42px;
    padding: 0 8px;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 700;
  }
  option {
    background: ${({ theme }) => theme.colors.surface};
  }
`;
