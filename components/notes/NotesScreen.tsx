import { useRouter } from 'next/router';
import { useT } from '@/components/common/translation';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/common/Button';
import { apiErrorText, Message } from '@/components/common/Outcome';
import { List, ListItem, Pill, RichText, Row, RowTitle, When } from '@/components/common/Card';
import { PagedList } from '@/components/common/PagedList';
import { PageLayout } from '@/components/layout/PageLayout';
import type { Note } from '@/lib/contract';
import { useDialogs } from '@/components/common/dialogs';
import { toAmount } from '@/lib/format';
import { pageCount } from '@/lib/validation/paging';
import { useAppSelector } from '@/store/hooks';
import {
  useDeleteAllNotesMutation,
  useDeleteNoteMutation,
  useNoteListQuery,
  useReadAllNotesMutation,
  useReadNoteMutation,
} from '@/store/notesApi';
import { selectPageDataFailed } from '@/store/pageSlice';
import { selectCurrentMember } from '@/store/member';
import { NOTE_PAGE_SIZE, notePaging } from './paging';
import { useSiteFormat } from '@/store/market';

export function NotesScreen() {
  const { t } = useT();
  const fmt = useSiteFormat();
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

  const goToPage = (page: number) =>
    router.push({ pathname: router.pathname, query: { ...router.query, page } }, undefined, { shallow: true });

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
        .catch((error: unknown) => setProblem(apiErrorText(t, error)));
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
      setProblem(apiErrorText(t, error));
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
          <Button type="button" onClick={() => void readAll()} disabled={busy || unread === 0}>
            {t('notes.readAll')}
          </Button>
          <Button type="button" $tone="danger" onClick={() => void removeAll()} disabled={busy || total === 0}>
            {t('notes.deleteAll')}
          </Button>
        </Actions>
      </Top>
      {problem ? (
        <Problem role="alert" $tone="error">
          {problem}
        </Problem>
      ) : null}
      <PagedList
        items={data?.notes}
        failed={failed || isError}
        empty={t('notes.empty')}
        pager={{
          page: paging.page,
          pages: pageCount(data?.maxCount, NOTE_PAGE_SIZE),
          label: t('notes.pages'),
          previousLabel: t('notes.previous'),
          nextLabel: t('notes.next'),
        }}
      >
        {(items) => (
          <List aria-label={t('notes.list')}>
            {items.map((note) => {
              const id = toAmount(note.id);
              const open = openId === id;
              return (
                <ListItem key={id} $marked={!note.read}>
                  <Row
                    as="button"
                    type="button"
                    aria-expanded={open}
                    aria-controls={`note-${id}`}
                    onClick={() => toggle(note)}
                  >
                    <Pill $tone={note.read ? 'muted' : 'accent'}>
                      {note.read ? t('notes.read') : t('notes.unread')}
                    </Pill>
                    <RowTitle>{note.title}</RowTitle>
                    <When dateTime={note.lastDate} className="tabular">
                      {fmt.date(note.lastDate)}
                    </When>
                  </Row>
                  {open ? (
                    <Panel id={`note-${id}`} role="region" aria-label={note.title}>
                      <Contents dangerouslySetInnerHTML={{ __html: note.contents }} />
                      <Button type="button" $tone="danger" onClick={() => void remove(id)}>
                        {t('notes.delete')}
                      </Button>
                    </Panel>
                  ) : null}
                </ListItem>
              );
            })}
          </List>
        )}
      </PagedList>
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

const Problem = styled(Message)`
  margin-bottom: 16px;
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 16px;
  padding: 4px 16px 16px;
`;

const Contents = styled(RichText)`
  width: 100%;
  padding: 16px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.background};
`;
