import { useT } from '@/components/common/translation';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/common/Button';
import { Card, CardTitle } from '@/components/common/Card';
import { OutcomeStatus, type Outcome } from '@/components/common/Outcome';
import { PageSteps } from '@/components/common/Pager';
import { RequestStatus } from '@/components/common/RequestStatus';
import { UnavailableNotice } from '@/components/common/UnavailableNotice';
import type { WalletRequest } from '@/lib/contract/wallet';
import { pageCount } from '@/lib/validation/paging';
import { HISTORY_PAGE_SIZE, isCancellable, requestStatusKind } from '@/lib/wallet';
import { VISUALLY_HIDDEN } from '@/styles/globalCss';
import { media } from '@/styles/theme';
import type { HistoryDelete } from './useHistoryDelete';
import { useSiteFormat } from '@/store/market';

// An unknown status may still be open, so only a known end can be deleted.
const isFinished = (status: unknown) => ['completed', 'cancelled'].includes(requestStatusKind(status) ?? '');

interface WalletHistoryProps {
  title: string;
  data?: { list: WalletRequest[]; maxCount: unknown };
  unavailable: boolean;
  page: number;
  onPage: (page: number) => void;
  cancel?: { run: (request: WalletRequest) => void; busy: boolean };
  message?: Outcome | null;
  /** Deleting finished entries, when the backend offers it. */
  remove?: HistoryDelete;
}

export function WalletHistory({ title, data, unavailable, page, onPage, cancel, message, remove }: WalletHistoryProps) {
  const { t } = useT();
  const fmt = useSiteFormat();
  const pages = pageCount(data?.maxCount, HISTORY_PAGE_SIZE);
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const deleteAll = useRef<HTMLButtonElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  const actions = Boolean(cancel || remove);
  const anyFinished = Boolean(data && (pages > 1 || data.list.some((request) => isFinished(request.status))));

  // Deleting may empty the last page: the pager goes back to one that has entries.
  useEffect(() => {
    if (data && page > pages) onPage(pages);
  }, [data, page, pages, onPage]);

  // The question opens on its safe answer; closed, focus goes back to the button that asked it.
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) {
      asked.current = true;
      keep.current?.focus();
    } else if (asked.current) {
      asked.current = false;
      deleteAll.current?.focus();
    }
  }, [confirming]);

  // The deleted row or button is gone: focus goes to the history's heading, and the result is said in the status.
  async function removed(run: Promise<void>) {
    await run;
    heading.current?.focus();
  }

  const columns = [
    t('wallet.history.amount'),
    t('wallet.history.status'),
    t('wallet.history.requested'),
    t('wallet.history.processed'),
  ];

  return (
    <Card $padded aria-label={title}>
      <Top>
        <CardTitle ref={heading} tabIndex={-1}>
          {title}
        </CardTitle>
        {remove && anyFinished && !confirming ? (
          <Button
            ref={deleteAll}
            type="button"
            $tone="danger"
            disabled={remove.busy}
            onClick={() => setConfirming(true)}
          >
            {t('wallet.history.deleteAll')}
          </Button>
        ) : null}
      </Top>
      {remove && confirming ? (
        <Confirm role="group" aria-labelledby={questionId}>
          <p id={questionId}>{t('wallet.history.deleteAllQuestion')}</p>
          <div>
            <Button
              type="button"
              $tone="danger"
              disabled={remove.busy}
              onClick={() => {
                setConfirming(false);
                void removed(remove.all());
              }}
            >
              {t('wallet.history.deleteAllYes')}
            </Button>
            <Button ref={keep} type="button" onClick={() => setConfirming(false)}>
              {t('wallet.history.deleteAllNo')}
            </Button>
          </div>
        </Confirm>
      ) : null}
      <OutcomeStatus outcome={message ?? null} />
      {!data && unavailable ? <UnavailableNotice /> : null}
      {data ? (
        <Table>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
              {actions ? <th scope="col">{t('wallet.history.action')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {data.list.length === 0 ? (
              <tr>
                <Empty colSpan={actions ? 5 : 4}>{t('wallet.history.empty')}</Empty>
              </tr>
            ) : (
              data.list.map((request) => (
                <tr key={request.id}>
                  <Amount className="tabular">{fmt.money(request.amount)}</Amount>
                  <td>
                    <RequestStatus status={request.status} />
                  </td>
                  <DateCell className="tabular" data-label={columns[2]}>
                    {fmt.dateTime(request.regDate)}
                  </DateCell>
                  <DateCell className="tabular" data-label={columns[3]}>
                    {fmt.dateTime(request.doneDate)}
                  </DateCell>
                  {actions ? (
                    <ActionCell>
                      {cancel && isCancellable(request.status) ? (
                        <Button type="button" disabled={cancel.busy} onClick={() => cancel.run(request)}>
                          {t('wallet.deposit.cancel')}
                        </Button>
                      ) : null}
                      {remove && isFinished(request.status) ? (
                        <Button
                          type="button"
                          disabled={remove.busy}
                          aria-label={t('wallet.history.deleteEntry', {
                            amount: fmt.money(request.amount),
                            date: fmt.dateTime(request.regDate),
                          })}
                          onClick={() => void removed(remove.one(request))}
                        >
                          {t('wallet.history.delete')}
                        </Button>
                      ) : null}
                    </ActionCell>
                  ) : null}
                </tr>
              ))
            )}
          </tbody>
        </Table>
      ) : null}
      {data ? (
        <PageSteps
          page={page}
          pages={pages}
          onPage={onPage}
          label={t('wallet.history.pager')}
          previousLabel={t('wallet.history.previous')}
          nextLabel={t('wallet.history.next')}
          position={t('wallet.history.page', { page, pages })}
        />
      ) : null}
    </Card>
  );
}

const Table = styled.table`
  width: 100%;
  margin-top: 8px;
  border-collapse: collapse;

  th,
  td {
    padding: 12px 10px;
    text-align: center;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    font-size: 0.85rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  ${media.mobile} {
    thead {
      ${VISUALLY_HIDDEN}
    }
    tbody tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      gap: 6px 12px;
      padding: 12px 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    td {
      padding: 0;
      border: 0;
      text-align: left;
    }
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;

  h2:focus {
    outline: none;
  }
  button {
    min-height: 36px;
    padding: 0 12px;
  }
`;

const Confirm = styled.div`
  margin-top: 12px;
  padding: 12px 16px;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.danger};

  p {
    margin: 0 0 10px;
    line-height: 1.6;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  button {
    flex: 1 1 140px;
  }
`;

const Amount = styled.td`
  font-weight: 700;
  white-space: nowrap;
`;

// On a phone each date has a line of its own: beside the amount, a long label (Thai, Vietnamese) squeezed it.
const DateCell = styled.td`
  ${media.mobile} {
    grid-column: 1 / -1;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};

    &::before {
      content: attr(data-label) ' ';
    }
  }
`;

const ActionCell = styled.td`
  ${media.mobile} {
    grid-column: 1 / -1;

    &:empty {
      display: none;
    }
  }
  button {
    min-height: 36px;
    padding: 0 12px;
  }
`;

const Empty = styled.td`
  padding: 24px 10px !important;
  color: ${({ theme }) => theme.colors.textMuted};
  grid-column: 1 / -1;
`;
