import Link from 'next/link';
import { useT } from '@/components/common/translation';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/common/Button';
import { List, ListItem, Pill, Row, RowTitle, When } from '@/components/common/Card';
import { PagedList } from '@/components/common/PagedList';
import { useDialogs } from '@/components/common/dialogs';
import { toAmount } from '@/lib/format';
import { paths } from '@/lib/paths';
import { pageCount } from '@/lib/validation/paging';
import { useDeleteAllHelpMutation, useHelpListQuery } from '@/store/helpApi';
import { useAppSelector } from '@/store/hooks';
import { selectPageDataFailed } from '@/store/pageSlice';
import { selectCurrentMember } from '@/store/member';
import { HELP_PAGE_SIZE } from './paging';
import { useSiteFormat } from '@/store/market';

interface HelpListProps {
  paging: { page: number; size: number };
}

export function HelpList({ paging }: HelpListProps) {
  const { t } = useT();
  const fmt = useSiteFormat();
  const dialogs = useDialogs();
  const { data, isError } = useHelpListQuery(paging);
  const failed = useAppSelector((state) => selectPageDataFailed(state, 'get-help-list'));
  const member = useAppSelector(selectCurrentMember);
  const [deleteAllHelp] = useDeleteAllHelpMutation();
  const [busy, setBusy] = useState(false);
  const helps = data?.helps ?? [];

  async function removeAll() {
    if (!(await dialogs.confirm('msg2221'))) return;
    setBusy(true);
    try {
      await deleteAllHelp().unwrap();
      await dialogs.alert('msg2053');
    } catch {
      await dialogs.alert('msg2054');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Toolbar>
        <Button as={Link} href={{ pathname: paths.help, query: { mode: 'form' } }} shallow $tone="primary">
          {t('help.write')}
        </Button>
        <Button type="button" $tone="danger" onClick={() => void removeAll()} disabled={busy || helps.length === 0}>
          {t('help.deleteAll')}
        </Button>
      </Toolbar>
      <PagedList
        items={data?.helps}
        failed={failed || isError}
        empty={t('help.empty')}
        pager={{
          page: paging.page,
          pages: pageCount(data?.maxCount, HELP_PAGE_SIZE),
          label: t('help.pages'),
          previousLabel: t('help.previous'),
          nextLabel: t('help.next'),
        }}
      >
        {(items) => (
          <List aria-label={t('help.list')}>
            {items.map((help) => {
              const id = toAmount(help.id);
              const answered = help.answer !== null;
              const fresh = answered && !help.read;
              return (
                <ListItem key={id} $marked={fresh} $tinted={fresh}>
                  <Row
                    as={Link}
                    href={{ pathname: paths.help, query: { mode: 'view', id, page: paging.page } }}
                    shallow
                  >
                    <Pill $tone={fresh ? 'filled' : answered ? 'success' : 'muted'}>
                      {t(fresh ? 'help.state.new' : answered ? 'help.state.answered' : 'help.state.waiting')}
                    </Pill>
                    <RowTitle>{help.title}</RowTitle>
                    <Meta>
                      <When as="span">{answered ? t('help.operator') : (member?.user.nick ?? t('help.me'))}</When>
                      <When dateTime={help.lastDate} className="tabular">
                        {fmt.date(help.lastDate)}
                      </When>
                    </Meta>
                  </Row>
                </ListItem>
              );
            })}
          </List>
        )}
      </PagedList>
    </>
  );
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  margin-bottom: 16px;
`;

// The sender's name can be long ("Customer support team" in Vietnamese): the date then goes below it, not out of the row.
const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 0 12px;
`;
