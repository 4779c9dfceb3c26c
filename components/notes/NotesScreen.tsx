import { useRouter } from 'next/router';
import { useT } from '@/lib/t';
import { useState } from 'react';
import styled, { css } from 'styled-components';
import { UnavailableNotice } from '@/components/common/UnavailableNotice';
import { PageLayout } from '@/components/layout/PageLayout';
import type { ApiFailure } from '@/lib/api';
import type { Note } from '@/lib/contract';
import { useDialogs } from '@/lib/dialogs';
import { toAmount } from '@/lib/format';
import { formatDate } from '@/lib/format/date';
import { sanitizeHtml } from '@/lib/sanitize';
import { pageCount } from '@/lib/validation/paging';
import { useAppSelector } from '@/store/hooks';
import { useDeleteAllNotesMutation, useDeleteNoteMutation, useNoteListQuery, useReadAllNotesMutation, useReadNoteMutation } from '@/store/notesApi';
import { selectPageDataFailed } from '@/store/pageSlice';
import { selectCurrentMember } from '@/store/member';
import { NOTE_PAGE_SIZE, notePaging } from './paging';
import { Pager } from '@/components/common/Pager';

/** The member's notes from the operator: 20 a page, opened in place (which marks them read), deleted one by one or all. */
export function NotesScreen() {
  const { t } = useT();
  const router = useRouter();
  const dialogs = useDialogs();
  const paging = notePaging(router.query.page);
  const { data, isError } = useNoteListQuery(paging);
  const failed = useAppSelector((state) => selectPageDataFailed(state, 'get-note-list'));
  const member = useAppSelector(selectCurrentMember);
  const [readNote] = useReadNoteMutation();
  const [deleteNote] = useDeleteNoteMutation();
  const [readAllNotes] = useReadAllNotesMutation();
  const [deleteAllNotes] = useDeleteAllNotesMutation();
  const [openId, setOpenId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const notes = data?.notes ?? [];
  const total = toAmount(data?.maxCount);
  const unread = member ? toAmount(member.noteCount) : notes.filter((note) => !note.read).length;
  const describe = (error: unknown) => t(`apiError.${(error as ApiFailure)?.code}`, { defaultValue: t('apiError.unknown') });

  const goToPage = (page: number) => router.push({ pathname: router.pathname, query: { ...router.query, page } }, undefined, { shallow: true });

  function toggle(note: Note) {
    const id = toAmount(note.id);
    if (openId === id) {
      setOpenId(null);
      return;
    }
    setOpenId(id);
    if (!note.read) {
      readNote(id)
        .unwrap()
        .catch((error: unknown) => setProblem(describe(error)));
    }
  }

  async function remove(id: number) {
    if (!(await dialogs.confirm('noteDelete'))) return;
    try {
      await deleteNote(id).unwrap();
      setOpenId(null);
      if (notes.length === 1 && paging.page > 1) await goToPage(paging.page - 1);
    } catch {
      await dialogs.alert('msg2054');
    }
  }

  async function readAll() {
    setBusy(true);
    setProblem(null);
    try {
      await readAllNotes().unwrap();
    } catch (error) {
      setProblem(describe(error));
    } finally {
      setBusy(false);
    }
  }

  async function removeAll() {
    if (!(await dialogs.confirm('noteDeleteAll'))) return;
    setBusy(true);
    try {
      await deleteAllNotes().unwrap();
      setOpenId(null);
      if (paging.page > 1) await goToPage(1);
      await dialogs.notify('msg2053');
    } catch {
      await dialogs.alert('msg2054');
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageLayout title={t('notes.title')}>
      <Top>
        <div>
          <h1>{t('notes.title')}</h1>
          {data ? <Summary className="tabular">{t('notes.summary', { count: total, unread })}</Summary> : null}
        </div>
        <Actions>
          <ActionButton type="button" onClick={() => void readAll()} disabled={busy || unread === 0}>
            {t('notes.readAll')}
          </ActionButton>
          <ActionButton type="button" $danger onClick={() => void removeAll()} disabled={busy || total === 0}>
            {t('notes.deleteAll')}
          </ActionButton>
        </Actions>
      </Top>
      {problem ? <Problem role="alert">{problem}</Problem> : null}
      {!data && (failed || isError) ? <UnavailableNotice /> : null}
      {data && notes.length === 0 ? <Empty>{t('notes.empty')}</Empty> : null}
      {notes.length > 0 ? (
        <List aria-label={t('notes.list')}>
          {notes.map((note) => {
            const id = toAmount(note.id);
            const open = openId === id;
            return (
              <Item key={id} $unread={!note.read}>
                <RowButton type="button" aria-expanded={open} aria-controls={`note-${id}`} onClick={() => toggle(note)}>
                  <Mark $unread={!note.read}>{note.read ? t('notes.read') : t('notes.unread')}</Mark>
                  <Title>{note.title}</Title>
                  <When dateTime={note.lastDate} className="tabular">
                    {formatDate(note.lastDate)}
                  </When>
                </RowButton>
                {open ? (
                  <Panel id={`note-${id}`} role="region" aria-label={note.title}>
                    <Contents dangerouslySetInnerHTML={{ __html: sanitizeHtml(note.contents) }} />
                    <ActionButton type="button" $danger onClick={() => void remove(id)}>
                      {t('notes.delete')}
                    </ActionButton>
                  </Panel>
                ) : null}
              </Item>
            );
          })}
        </List>
      ) : null}
      <Pager
        page={paging.page}
        pages={pageCount(data?.maxCount, NOTE_PAGE_SIZE)}
        label={t('notes.pages')}
        previousLabel={t('notes.previous')}
        nextLabel={t('notes.next')}
      />
    </PageLayout>
  );
}

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px 24px;
  margin-bottom: 16px;

  h1 {
    margin: 0;
    font-size: 1.6rem;
  }
`;

const Summary = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const ActionButton = styled.button<{ $danger?: boolean }>`
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 16px;
  border-radius: 10px;
  border: 1px solid ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.text)};
  font-weight: 600;
  cursor: pointer;

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Problem = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.danger};
`;

const Empty = styled.p`
  padding: 40px 16px;
  text-align: center;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
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

const Item = styled.li<{ $unread: boolean }>`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
  ${({ $unread, theme }) =>
    $unread &&
    css`
      box-shadow: inset 3px 0 0 ${theme.colors.accent};
    `}
`;

const RowButton = styled.button`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 56px;
  padding: 12px 16px;
  border: 0;
  background: transparent;
  color: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

const Mark = styled.span<{ $unread: boolean }>`
  min-width: 52px;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  text-align: center;
  white-space: nowrap;
  border: 1px solid ${({ theme, $unread }) => ($unread ? theme.colors.accent : theme.colors.border)};
  color: ${({ theme, $unread }) => ($unread ? theme.colors.accent : theme.colors.textMuted)};
`;

const Title = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  font-weight: 600;
`;

const When = styled.time`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 16px;
  padding: 4px 16px 16px;
`;

const Contents = styled.div`
  width: 100%;
  padding: 16px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.background};
  line-height: 1.7;

  p {
    margin: 0 0 8px;
  }
  p:last-child {
    margin-bottom: 0;
  }
`;
