import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { member, pageState } from '@/tests/fixtures/games';
import { fakeProxy } from '@/tests/utils/proxy';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { notePaging } from '@/components/notes/paging';
import { useNoteListQuery } from '@/store/notesApi';
import { HEALTH_CHECK_INTERVAL_MS, promptFor, settle, SessionWatcher } from './SessionWatcher';

// sweetalert2 is a boundary we do not own: a fake records what the portal asked it to show.
const fire = vi.fn(async (_options: Record<string, unknown>) => ({ isConfirmed: false }));
vi.mock('sweetalert2', () => ({
  default: {
    fire: (options: Record<string, unknown>) => fire(options),
    close: vi.fn(),
    isVisible: () => false,
    showLoading: vi.fn(),
  },
}));

describe('promptFor', () => {
  it('offers the notes or the support replies, and both in one prompt when both are new', () => {
    expect(promptFor({ noteCount: 2, helpCount: 0 }, '/')).toMatchObject({ id: 'msg2003', path: '/note' });
    expect(promptFor({ noteCount: 0, helpCount: 1 }, '/')).toMatchObject({ id: 'msg2004', path: '/help' });
    expect(promptFor({ noteCount: 2, helpCount: 1 }, '/')).toEqual({ id: 'unreadBoth', note: 2, help: 1 });
    expect(promptFor({ noteCount: 2, helpCount: 1 }, '/', { note: 0, help: 1 })).toMatchObject({
      id: 'msg2003',
      count: 2,
    });
  });

  it('does not offer the page the member is already on', () => {
    expect(promptFor({ noteCount: 2, helpCount: 1 }, '/note')).toMatchObject({ id: 'msg2004', path: '/help' });
    expect(promptFor({ noteCount: 0, helpCount: 3 }, '/help')).toBeNull();
  });

  it('ignores counts that are zero or not numbers', () => {
    expect(promptFor({ noteCount: '0', helpCount: null }, '/')).toBeNull();
    expect(promptFor({ noteCount: 'abc', helpCount: undefined }, '/')).toBeNull();
    expect(promptFor({ noteCount: '3', helpCount: 0 }, '/')).toMatchObject({ id: 'msg2003', path: '/note', count: 3 });
  });

  it('asks again only about a count that grew past the one the member answered', () => {
    expect(promptFor({ noteCount: 2, helpCount: 1 }, '/', { note: 2, help: 0 })).toMatchObject({ id: 'msg2004' });
    expect(promptFor({ noteCount: 2, helpCount: 1 }, '/', { note: 2, help: 1 })).toBeNull();
    expect(promptFor({ noteCount: 3, helpCount: 1 }, '/', { note: 2, help: 1 })).toMatchObject({
      id: 'msg2003',
      count: 3,
    });
    expect(settle({ note: 2, help: 1 }, { noteCount: 0, helpCount: 4 })).toEqual({ note: 0, help: 1 });
  });

  it('on a kind’s own page takes its count as seen', () => {
    expect(settle({ note: 0, help: 0 }, { noteCount: 2, helpCount: 1 }, '/note')).toEqual({ note: 2, help: 0 });
    expect(settle({ note: 3, help: 0 }, { noteCount: 2, helpCount: 1 }, '/help')).toEqual({ note: 2, help: 1 });
  });
});

describe('the new-note prompt', () => {
  let counts: { noteCount: number; helpCount: number };
  let proxy: ReturnType<typeof fakeProxy>;
  const prompts = () =>
    fire.mock.calls.filter(([options]) => options.text === '새 쪽지가 도착했습니다. 쪽지함으로 이동하시겠습니까?');

  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    });
    sessionStorage.clear();
    fire.mockClear();
    counts = { noteCount: 2, helpCount: 0 };
    // The note list answers only where a test says so: otherwise the prompt cannot name the new note.
    proxy = fakeProxy({ 'health-check': () => ({ ...member({}, counts) }), 'get-user-note': () => 'network' });
  });
  afterEach(() => {
    proxy.restore();
    vi.useRealTimers();
  });

  const nextHealthCheck = async () => {
    const before = proxy.of('health-check').length;
    await act(() => vi.advanceTimersByTimeAsync(HEALTH_CHECK_INTERVAL_MS));
    await waitFor(() => expect(proxy.of('health-check').length).toBeGreaterThan(before));
    await act(() => vi.advanceTimersByTimeAsync(10));
  };

  it('after "no" asks again only when the count grows, and starts on "no"', async () => {
    const push = vi.fn(async () => true);
    renderWithProviders(<SessionWatcher />, {
      initialState: pageState({ member: member({}, counts) }),
      router: { push },
    });
    await waitFor(() => expect(prompts()).toHaveLength(1));
    expect(prompts()[0][0]).toMatchObject({ focusConfirm: false, focusCancel: true });

    await nextHealthCheck();
    await nextHealthCheck();
    expect(prompts()).toHaveLength(1);

    counts = { noteCount: 3, helpCount: 0 };
    await nextHealthCheck();
    await waitFor(() => expect(prompts()).toHaveLength(2));
    expect(push).not.toHaveBeenCalled();
  });

  it('names a new note and a new reply in one dialog, goes where the member chooses, and asks nothing more', async () => {
    counts = { noteCount: 2, helpCount: 1 };
    fire.mockImplementation(async () => ({ isConfirmed: false, isDenied: true }) as never);
    const push = vi.fn(async () => true);
    renderWithProviders(<SessionWatcher />, {
      initialState: pageState({ member: member({}, counts) }),
      router: { push },
    });
    await waitFor(() => expect(fire).toHaveBeenCalledTimes(1));
    expect(fire.mock.calls[0][0]).toMatchObject({
      text: '새 쪽지와 고객센터 답변이 도착했습니다. 어느 쪽을 확인하시겠습니까?',
      confirmButtonText: '쪽지',
      denyButtonText: '고객센터',
      cancelButtonText: '나중에',
      focusCancel: true,
    });
    await waitFor(() => expect(push).toHaveBeenCalledWith('/help'));
    await nextHealthCheck();
    await nextHealthCheck();
    expect(fire).toHaveBeenCalledTimes(1);
    fire.mockImplementation(async () => ({ isConfirmed: false }));
  });

  it('names the newest unread note where the backend answers get-user-note, else asks as before', async () => {
    proxy.restore();
    const note = (id: number, title: string) => ({
      id,
      title,
      contents: '<p>…</p>',
      lastDate: '2026-12-01T10:00:00.000Z',
      read: false,
    });
    proxy = fakeProxy({
      'health-check': () => ({ ...member({}, counts) }),
      'get-user-note': () => ({ status: 'success', notes: [note(9, '12월 보너스 안내'), note(4, '점검 안내')] }),
    });
    renderWithProviders(<SessionWatcher />, { initialState: pageState({ member: member({}, counts) }) });
    await waitFor(() => expect(fire).toHaveBeenCalledTimes(1));
    expect(fire.mock.calls[0][0]).toMatchObject({
      text: '새 쪽지가 도착했습니다: “12월 보너스 안내”. 쪽지함으로 이동하시겠습니까?',
      focusCancel: true,
    });
    expect(proxy.of('get-user-note')).toHaveLength(1);
  });

  it('asks the plain question when get-user-note is refused', async () => {
    proxy.restore();
    proxy = fakeProxy({
      'health-check': () => ({ ...member({}, counts) }),
      'get-user-note': () => ({ httpStatus: 404, body: { status: 'error', code: 'not_found' } }),
    });
    renderWithProviders(<SessionWatcher />, { initialState: pageState({ member: member({}, counts) }) });
    await waitFor(() => expect(prompts()).toHaveLength(1));
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('does not announce a note the member saw listed and left unread, and does announce the next one', async () => {
    const { router } = renderWithProviders(<SessionWatcher />, {
      initialState: pageState({ member: member({}, counts) }),
      router: { pathname: '/note' },
    });
    counts = { noteCount: 1, helpCount: 0 };
    await nextHealthCheck();
    router.pathname = '/help';
    await nextHealthCheck();
    await nextHealthCheck();
    expect(prompts()).toHaveLength(0);

    counts = { noteCount: 2, helpCount: 0 };
    await nextHealthCheck();
    await waitFor(() => expect(prompts()).toHaveLength(1));
  });

  it('on the notes page a new note refreshes the list instead of a dialog; reading one does not', async () => {
    proxy.restore();
    proxy = fakeProxy({
      'health-check': () => ({ ...member({}, counts) }),
      'get-note-list': () => ({ status: 'success', notes: [], maxCount: 0 }),
    });
    function NoteList() {
      useNoteListQuery(notePaging(undefined));
      return null;
    }
    renderWithProviders(
      <>
        <NoteList />
        <SessionWatcher />
      </>,
      { initialState: pageState({ member: member({}, counts) }), router: { pathname: '/note' } },
    );
    await waitFor(() => expect(proxy.of('get-note-list')).toHaveLength(1));
    counts = { noteCount: 1, helpCount: 0 };
    await nextHealthCheck();
    counts = { noteCount: 3, helpCount: 0 };
    await nextHealthCheck();
    await waitFor(() => expect(proxy.of('get-note-list')).toHaveLength(2));
    expect(fire).not.toHaveBeenCalled();
  });

  it('waits while the member types in a field, and asks once the field is left', async () => {
    renderWithProviders(
      <>
        {/* The member is already typing when the data arrives. */}
        <input aria-label="amount" autoFocus />
        <SessionWatcher />
      </>,
      { initialState: pageState({ member: member({}, counts) }) },
    );
    const field = screen.getByRole('textbox', { name: 'amount' });
    expect(document.activeElement).toBe(field);
    await nextHealthCheck();
    expect(prompts()).toHaveLength(0);

    act(() => field.blur());
    await waitFor(() => expect(prompts()).toHaveLength(1));
  });
});
