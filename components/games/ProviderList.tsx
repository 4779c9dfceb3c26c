import Link from 'next/link';
import { useRouter } from 'next/router';
import { useT } from '@/components/common/translation';
import { useId, useState } from 'react';
import styled from 'styled-components';
import type { SearchFacets } from '@/lib/contract';
import { formatNumber } from '@/lib/format';
import { alpha } from '@/styles/theme';
import { gamesHref, withChosen, type CatalogueFilters } from './catalogueQuery';
import { localName } from '@/components/common/games/GameTile';
import { chip } from './parts';

interface ProviderListProps {
  facets?: SearchFacets;
  filters: CatalogueFilters;
  onOpen: (open: boolean) => void;
  onToggle: (company: string) => void;
}

/**
 * The provider list and its counts, asked for only while it is open (?providers=1): with 300 providers they weigh
 * more than the page of games. Without JavaScript, opening it shows a link to the page with the list.
 */
export function ProviderList({ facets, filters, onOpen, onToggle }: ProviderListProps) {
  const { t } = useT();
  const { locale = 'ko' } = useRouter();
  const findId = useId();
  const summaryId = useId();
  const [find, setFind] = useState('');
  const chosen = filters.companies;
  const counted = facets?.companies !== undefined;
  const all = withChosen(
    facets?.companies ?? [],
    chosen,
    (company) => ({ company, names: { ko: company, en: company }, count: 0 }),
    (item) => item.company,
  );
  const needle = find.normalize('NFKC').trim().toLowerCase();
  const shown = needle
    ? all.filter((item) =>
        [localName(item.names, locale), item.names.en, item.company].some((name) =>
          name.toLowerCase().includes(needle),
        ),
      )
    : all;

  return (
    <Disclosure
      open={filters.providers}
      onToggle={(event) => {
        if (event.currentTarget.open !== filters.providers) onOpen(event.currentTarget.open);
      }}
    >
      <summary id={summaryId}>
        <span>{t('catalogue.providers')}</span>
        {chosen.length > 0 ? (
          <Chosen className="tabular">{t('catalogue.providersChosen', { count: chosen.length })}</Chosen>
        ) : null}
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
          <path
            d="M6 9l6 6 6-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </summary>
      <Panel>
        {counted ? (
          <>
            <label htmlFor={findId} className="visually-hidden">
              {t('catalogue.findProvider')}
            </label>
            <input
              id={findId}
              type="search"
              value={find}
              placeholder={t('catalogue.findProvider')}
              autoComplete="off"
              onChange={(event) => setFind(event.target.value)}
            />
          </>
        ) : null}
        {/* Before the counts arrive it holds the chosen providers, so the form still sends them. */}
        <fieldset aria-labelledby={summaryId}>
          {counted && shown.length === 0 ? <p>{t('catalogue.noProvider')}</p> : null}
          {shown.map((item) => (
            <label key={item.company}>
              <input
                type="checkbox"
                name="company"
                value={item.company}
                checked={chosen.includes(item.company)}
                onChange={() => onToggle(item.company)}
              />
              <span>{localName(item.names, locale)}</span>
              {counted ? <small className="tabular">{formatNumber(item.count, locale)}</small> : null}
            </label>
          ))}
        </fieldset>
        {counted ? null : filters.providers ? (
          <p role="status">{t('catalogue.loading')}</p>
        ) : (
          <Link href={gamesHref({ ...filters, providers: true })} scroll={false}>
            {t('catalogue.showProviders')}
          </Link>
        )}
      </Panel>
    </Disclosure>
  );
}

const Disclosure = styled.details`
  summary {
    ${chip}
    width: max-content;
    list-style: none;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary svg {
    transition: transform 150ms ease;
  }
  &[open] summary {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  &[open] summary svg {
    transform: rotate(180deg);
  }
`;

const Chosen = styled.span`
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.accentText};
  background: ${({ theme }) => theme.colors.accent};
`;

const Panel = styled.div`
  margin-top: 8px;
  padding: 12px;
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  input[type='search'] {
    width: 100%;
    min-height: 44px;
    margin-bottom: 8px;
    padding: 0 12px;
    border-radius: 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceDeep};
    color: ${({ theme }) => theme.colors.text};
  }
  fieldset {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
    gap: 2px 12px;
    max-height: 320px;
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
    overflow-y: auto;
  }
  p {
    margin: 8px 4px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  > a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 8px;
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }
  label {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 44px;
    padding: 0 8px;
    border-radius: 8px;
    cursor: pointer;
  }
  label:hover {
    background: ${({ theme }) => alpha(theme.colors.textBright, 5)};
  }
  input[type='checkbox'] {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
  span {
    flex: 1 1 auto;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
