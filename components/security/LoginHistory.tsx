import { useT } from '@/components/common/translation';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { PageSteps } from '@/components/common/Pager';
import { loginMethods } from '@/lib/contract/security';
import { pageCount } from '@/lib/validation/paging';
import { useSiteFormat } from '@/store/market';
import { useLoginHistoryQuery } from '@/store/securityApi';
import { Panel } from './parts';

const PAGE_SIZE = 10;

/** Logins and failed attempts, newest first; a method the portal does not know is shown as it came. */
export function LoginHistory() {
  const { t } = useT();
  const id = useId();
  const fmt = useSiteFormat();
  const [page, setPage] = useState(1);
  const { data, isFetching } = useLoginHistoryQuery({ page });
  const list = data?.list ?? [];
  const pages = pageCount(data?.maxCount, PAGE_SIZE);
  const method = (value: string) =>
    (loginMethods as readonly string[]).includes(value) ? t(`account.security.history.method.${value}`) : value;

  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('account.security.history.title')}</h2>
      {list.length === 0 ? (
        <p>{t('account.security.history.none')}</p>
      ) : (
        <Scroll>
          <Table aria-labelledby={`${id}-title`} aria-busy={isFetching || undefined}>
            <thead>
              <tr>
                <th scope="col">{t('account.security.history.time')}</th>
                <th scope="col">{t('account.security.history.result')}</th>
                <th scope="col">{t('account.security.history.method.title')}</th>
                <th scope="col">{t('account.security.history.address')}</th>
                <th scope="col">{t('account.security.history.device')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((entry, index) => (
                <tr key={`${entry.time}-${index}`}>
                  <td className="tabular">
                    <time dateTime={entry.time}>{fmt.dateTime(entry.time)}</time>
                  </td>
                  <Result $ok={entry.success}>
                    {t(entry.success ? 'account.security.history.success' : 'account.security.history.failed')}
                  </Result>
                  <td data-label={t('account.security.history.method.title')}>{method(entry.method)}</td>
                  <td data-label={t('account.security.history.address')} className="tabular">
                    {entry.address}
                  </td>
                  <td data-label={t('account.security.history.device')}>{entry.device}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
      <PageSteps
        page={page}
        pages={pages}
        onPage={setPage}
        label={t('account.security.history.pages')}
        previousLabel={t('account.security.history.previous')}
        nextLabel={t('account.security.history.next')}
        position={t('account.security.history.position', { page, pages })}
      />
    </Panel>
  );
}

const Scroll = styled.div`
  overflow-x: auto;
`;

/** A table on a wide screen; on a phone each login is a small card, its headings written beside what they name. */
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.92rem;

  th,
  td {
    padding: 10px 8px;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  th {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
  td:first-child {
    white-space: nowrap;
  }

  @media (max-width: 719px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tbody {
      display: flex;
      flex-direction: column;
      gap: 8px;
    }
    tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      gap: 2px 12px;
      padding: 10px 12px;
      border-radius: 10px;
      border: 1px solid ${({ theme }) => theme.colors.border};
      background: ${({ theme }) => theme.colors.background};
    }
    td {
      padding: 0;
      border: 0;
      overflow-wrap: anywhere;
    }
    td:first-child {
      font-weight: 600;
    }
    td:nth-child(n + 3) {
      grid-column: 1 / -1;
      font-size: 0.85rem;
      color: ${({ theme }) => theme.colors.textMuted};
    }
    td:nth-child(n + 3)::before {
      content: attr(data-label) ': ';
    }
  }
`;

const Result = styled.td<{ $ok: boolean }>`
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
`;
