import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionWatcher } from '@/components/auth/SessionWatcher';
import { fakeProxy, type Handlers, type ProxyCall } from '@/tests/utils/proxy';
import type { Note } from '@/lib/contract';
import { api } from '@/store/api';
import { notesApi } from '@/store/notesApi';
import { pageDataFailed } from '@/store/pageSlice';
import { sessionLoaded } from '@/store/sessionSlice';
import { makeStore } from '@/store';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { NotesScreen } from './NotesScreen';
import { requestsSettled } from '@/tests/utils/settled';

// Boundaries we do not own: sweetalert2 (the dialog library) and the browser's fetch.
const fire = vi.fn(async (_options: Record<string, unknown>) => ({ isConfirmed: true }));
vi.mock('sweetalert2', () => ({
  default: {
    fire: (options: Record<string, unknown>) => fire(options),
    close: vi.fn(),
    isVisible: () => false,
    showLoading: vi.fn(),
  },
}));

const calls: ProxyCall[] = [];
let handlers: Handlers = {};

const user = {
  userId: 'player1',
  nick: '행운',
  phone: '010-1234-5678',
  rolling: 0,
  balance: 0,
  in_balance: 0,
  bankname: '신한은행',
  bankOwner: '홍길동',
  banknum: '1234567',
  level: 1,
};
let notes: Note[];
const unread = () => notes.filter((note) => !note.read).length;
const health = () => ({
  status: 'authenticated',
  user: { ...user, noteCount: unread(), helpCount: 0 },
  noteCount: unread(),
  helpCount: 0,
});
const list = (page = 1) => ({
  status: 'success',
  notes: notes.slice((page - 1) * 20, page * 20),
  maxCount: notes.length,
});

const note = (id: number, title: string, read: boolean, contents = `<p>${title} 내용</p>`): Note => ({
  id,
  title,
  contents,
  lastDate: `2024-05-0${id}T10:00:00.000Z`,
  read,
});

function serverState({ failed = false } = {}) {
  const store = makeStore();
  store.dispatch(sessionLoaded({ authenticated: true }));
  store.dispatch(
    api.util.upsertQueryEntries([{ endpointName: 'healthCheck', arg: undefined, value: health() }] as never),
  );
  if (failed) store.dispatch(pageDataFailed('get-note-list'));
  else
    store.dispatch(
      notesApi.util.upsertQueryEntries([
        { endpointName: 'noteList', arg: { page: 1, size: 20 }, value: list() },
      ] as never),
    );
  return store.getState();
}

function renderNotes(options: { failed?: boolean; query?: Record<string, string> } = {}) {
  const push = vi.fn(async () => true);
  const result = renderWithProviders(
    <>
      <SessionWatcher />
      <NotesScreen />
    </>,
    {
      initialState: serverState(options),
      router: { pathname: '/note', asPath: '/note', query: options.query ?? {}, push },
    },
  );
  return { ...result, push };
}

const noteCount = () => within(screen.getByRole('banner')).getByTestId('note-count');
const dialogText = () => fire.mock.calls.map(([options]) => options.text);

describe('NotesScreen', () => {
  beforeEach(() => {
    notes = [
      note(3, '주말 이벤트 안내', false, '<p>슬롯 토너먼트</p>'),
      note(2, '입금 완료', false),
      note(1, '가입을 환영합니다', true),
    ];
    calls.length = 0;
    fire.mockClear();
    fire.mockImplementation(async () => ({ isConfirmed: true }));
    handlers = {
      'health-check': () => health(),
      'get-note-list': (params) => list(Number(params.page ?? 1)),
      'read-note-message': ({ id }) => {
        notes = notes.map((n) => (n.id === id ? { ...n, read: true } : n));
        return { status: 'success' };
      },
      'del-note-message': ({ id }) => {
        notes = notes.filter((n) => n.id !== id);
        return { status: 'success' };
      },
      'read-all-note': () => {
        const count = unread();
        notes = notes.map((n) => ({ ...n, read: true }));
        return { status: 'success', count };
      },
      'del-all-note': () => {
        const count = notes.length;
        notes = [];
        return { status: 'success', count };
      },
    };
    fakeProxy(handlers, calls);
  });

  afterEach(() => {
    delete (window as { __xss?: unknown }).__xss;
  });

  it('shows the server-loaded list with dates and read marks, and fetches nothing again', async () => {
    const { store } = renderNotes();
    const rows = within(screen.getByRole('list', { name: '쪽지 목록' })).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual([
      '안 읽음주말 이벤트 안내2024-05-03',
      '안 읽음입금 완료2024-05-02',
      '읽음가입을 환영합니다2024-05-01',
    ]);
    expect(screen.getByText('전체 3통 · 안 읽음 2통')).toBeTruthy();
    // The header's member summary is a chunk of its own: wait for it.
    expect((await within(screen.getByRole('banner')).findByTestId('note-count')).textContent).toBe('2');
    await requestsSettled(store);
    expect(calls).toEqual([]);
  });

  it('opens a note in place, marks it read and drops the header count at once', async () => {
    renderNotes();
    const row = screen.getByRole('button', { name: /주말 이벤트 안내/ });
    await userEvent.click(row);

    expect(row.getAttribute('aria-expanded')).toBe('true');
    const region = screen.getByRole('region', { name: '주말 이벤트 안내' });
    expect(region.textContent).toContain('슬롯 토너먼트');
    expect(region.innerHTML).toContain('<p>슬롯 토너먼트</p>');

    await waitFor(() => expect(noteCount().textContent).toBe('1'));
    expect(calls).toContainEqual({ op: 'read-note-message', params: { id: 3 } });
    await waitFor(() => expect(screen.getByRole('button', { name: /주말 이벤트 안내/ }).textContent).toMatch(/^읽음/));

    await userEvent.click(screen.getByRole('button', { name: /주말 이벤트 안내/ }));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('does not mark an already read note again', async () => {
    renderNotes();
    await userEvent.click(screen.getByRole('button', { name: /가입을 환영합니다/ }));
    expect(screen.getByRole('region', { name: '가입을 환영합니다' })).toBeTruthy();
    expect(calls.filter((call) => call.op === 'read-note-message')).toEqual([]);
  });

  it('deletes one note after confirming, and keeps it when the player says no', async () => {
    renderNotes();
    await userEvent.click(screen.getByRole('button', { name: /입금 완료/ }));
    fire.mockResolvedValueOnce({ isConfirmed: false });
    await userEvent.click(screen.getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(dialogText()).toContain('이 쪽지를 삭제하시겠습니까? 삭제 후에는 되돌릴 수 없습니다.'));
    expect(calls.some((call) => call.op === 'del-note-message')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /입금 완료/ })).toBeNull());
    expect(calls).toContainEqual({ op: 'del-note-message', params: { id: 2 } });
    await waitFor(() => expect(noteCount().textContent).toBe('1'));
  });

  it('reads all: every mark turns to read, the count clears and the button is disabled', async () => {
    renderNotes();
    await userEvent.click(screen.getByRole('button', { name: '모두 읽음' }));
    await waitFor(() => expect(noteCount().textContent).toBe('0'));
    expect(calls.some((call) => call.op === 'read-all-note')).toBe(true);
    await waitFor(() => expect(screen.queryAllByText('안 읽음')).toEqual([]));
    expect(screen.getByRole('button', { name: '모두 읽음' })).toHaveProperty('disabled', true);
  });

  it('deletes all only after the cannot-be-undone confirmation, then says msg2053', async () => {
    renderNotes();
    fire.mockResolvedValueOnce({ isConfirmed: false });
    await userEvent.click(screen.getByRole('button', { name: '모두 삭제' }));
    await waitFor(() =>
      expect(dialogText()).toContain('모든 쪽지를 삭제하시겠습니까? 삭제 후에는 되돌릴 수 없습니다.'),
    );
    expect(calls.some((call) => call.op === 'del-all-note')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: '모두 삭제' }));
    await waitFor(() => expect(screen.getByText('받은 쪽지가 없습니다.')).toBeTruthy());
    expect(dialogText()).toContain('모두 삭제되었습니다.');
    await waitFor(() => expect(noteCount().textContent).toBe('0'));
  });

  it('reports a failed delete-all with msg2054 and keeps the list', async () => {
    handlers['del-all-note'] = () => ({ httpStatus: 502, code: 'backend_unavailable' });
    renderNotes();
    await userEvent.click(screen.getByRole('button', { name: '모두 삭제' }));
    await waitFor(() => expect(dialogText()).toContain('삭제하지 못했습니다. 다시 시도해 주세요.'));
    expect(screen.getByRole('button', { name: /입금 완료/ })).toBeTruthy();
  });

  it('pages past 20 notes, 20 a page, keeping the query', async () => {
    notes = Array.from({ length: 45 }, (_, i) => note(45 - i, `쪽지 ${45 - i}`, true));
    renderNotes();
    expect(within(screen.getByRole('list', { name: '쪽지 목록' })).getAllByRole('listitem')).toHaveLength(20);
    const pager = screen.getByRole('navigation', { name: '쪽지 페이지' });
    expect(
      within(pager)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['1', '2', '3', '›']);
    expect(within(pager).getByRole('link', { name: '2' }).getAttribute('href')).toBe('/note?page=2');
    expect(within(pager).getByRole('link', { name: '1' }).getAttribute('aria-current')).toBe('page');
  });

  it('asks for the page in the query with the same paging the server used', async () => {
    notes = Array.from({ length: 45 }, (_, i) => note(45 - i, `쪽지 ${45 - i}`, true));
    renderNotes({ query: { page: '3' } });
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '쪽지 목록' })).getAllByRole('listitem')).toHaveLength(5),
    );
    expect(calls).toContainEqual({ op: 'get-note-list', params: { page: 3, size: 20 } });
  });

  it('says the list is unavailable when neither the page load nor the browser could load it', async () => {
    handlers['get-note-list'] = () => ({ httpStatus: 502, code: 'backend_unavailable' });
    renderNotes({ failed: true });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('일시적으로 정보를 불러올 수 없습니다'),
    );
  });
});
