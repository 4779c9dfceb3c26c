import Link from 'next/link';
import { useT } from '@/lib/t';
import { useState } from 'react';
import styled, { css } from 'styled-components';
import { UnavailableNotice } from '@/components/common/UnavailableNotice';
import { useDialogs } from '@/lib/dialogs';
import { toAmount } from '@/lib/format';
import { formatDate } from '@/lib/format/date';
import { paths } from '@/lib/paths';
import { pageCount } from '@/lib/validation/paging';
import { useDeleteAllHelpMutation, useHelpListQuery } from '@/store/helpApi';
import { useAppSelector } from '@/store/hooks';
import { selectPageDataFailed } from '@/store/pageSlice';
import { selectCurrentMember } from '@/store/member';
import { Pager } from '@/components/common/Pager';
import { DangerButton, Empty, Muted, PrimaryLink } from './parts';
import { HELP_PAGE_SIZE } from './paging';

interface HelpListProps {
  paging: { page: number; size: number };
}

export function HelpList({ paging }: HelpListProps) {
  const { t } = useT();
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
        <PrimaryLink href={{ pathname: paths.help, query: { mode: 'form' } }} shallow>
          {t('help.write')}
        </PrimaryLink>
        <DangerButton type="button" onClick={() => void removeAll()} disabled={busy || helps.length === 0}>
          {t('help.deleteAll')}
        </DangerButton>
      </Toolbar>
      {!data && (failed || isError) ? <UnavailableNotice /> : null}
      {data && helps.length === 0 ? <Empty>{t('help.empty')}</Empty> : null}
      {helps.length > 0 ? (
        <List aria-label={t('help.list')}>
          {helps.map((help) => {
            const id = toAmount(help.id);
            const answered = help.answer !== null;
            const fresh = answered && !help.read;
            return (
              <Item key={id} $fresh={fresh}>
                <Row href={{ pathname: paths.help, query: { mode: 'view', id, page: paging.page } }} shallow>
                  <State $tone={fresh ? 'fresh' : answered ? 'done' : 'waiting'}>
                    {t(fresh ? 'help.state.new' : answered ? 'help.state.answered' : 'help.state.waiting')}
                  </State>
                  <Title>{help.title}</Title>
                  <Meta>
                    <Muted>{answered ? t('help.operator') : (member?.user.nick ?? t('help.me'))}</Muted>
                    <Muted as="time" dateTime={help.lastDate} className="tabular">
                      {formatDate(help.lastDate)}
                    </Muted>
                  </Meta>
                </Row>
              </Item>
            );
          })}
        </List>
      ) : null}
      <Pager
        page={paging.page}
        pages={pageCount(data?.maxCount, HELP_PAGE_SIZE)}
        label={t('help.pages')}
        previousLabel={t('help.previous')}
        nextLabel={t('help.next')}
      />
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

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Item = styled.li<{ $fresh: boolean }>`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
  ${({ $fresh, theme }) =>
    $fresh &&
    css`
      background: rgba(242, 193, 78, 0.08);
      box-shadow: inset 3px 0 0 ${theme.colors.accent};
    `}
`;

const Row = styled(Link)`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: 12px;
  min-height: 56px;
  padding: 12px 16px;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }

  @media (max-width: 599px) {
    grid-template-columns: auto minmax(0, 1fr);
  }
`;

const tones = {
  fresh: css`
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
  `,
  done: css`
    border: 1px solid ${({ theme }) => theme.colors.success};
    color: ${({ theme }) => theme.colors.success};
  `,
  waiting: css`
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
  `,
};

const State = styled.span<{ $tone: keyof typeof tones }>`
  min-width: 64px;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  text-align: center;
  white-space: nowrap;
  ${({ $tone }) => tones[$tone]}
`;

const Title = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  font-weight: 600;
`;

const Meta = styled.span`
  display: flex;
  gap: 12px;

  @media (max-width: 599px) {
    grid-column: 2;
  }
`;
