import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionWatcher } from '@/components/auth/SessionWatcher';
import { fakeProxy, type Handlers, type ProxyCall } from '@/tests/utils/proxy';
import type { HelpItem } from '@/lib/contract';
import { api } from '@/store/api';
import { helpApi } from '@/store/helpApi';
import { sessionLoaded } from '@/store/sessionSlice';
import { makeStore } from '@/store';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { HelpScreen } from './HelpScreen';
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
let helps: HelpItem[];
const unreadAnswers = () => helps.filter((help) => help.answer !== null && !help.read).length;
const health = () => ({
  status: 'authenticated',
  user: { ...user, noteCount: 0, helpCount: unreadAnswers() },
  noteCount: 0,
  helpCount: unreadAnswers(),
});
const list = () => ({ status: 'success', helps, maxCount: helps.length });

function serverState() {
  const store = makeStore();
  store.dispatch(sessionLoaded({ authenticated: true }));
  store.dispatch(
    api.util.upsertQueryEntries([{ endpointName: 'healthCheck', arg: undefined, value: health() }] as never),
  );
  store.dispatch(
    helpApi.util.upsertQueryEntries([{ endpointName: 'helpList', arg: { page: 1, size: 20 }, value: list() }] as never),
  );
  return store.getState();
}

function renderHelp(query: Record<string, string> = {}) {
  const push = vi.fn(async () => true);
  const result = renderWithProviders(
    <>
      <SessionWatcher />
      <HelpScreen />
    </>,
    { initialState: serverState(), router: { pathname: '/help', asPath: '/help', query, push } },
  );
  return { ...result, push };
}

const helpCount = () => within(screen.getByRole('banner')).getByTestId('help-count');
const dialogText = () => fire.mock.calls.map(([options]) => options.text);

describe('HelpScreen', () => {
  beforeEach(() => {
    helps = [
      {
        id: 3,
        title: '콤프 전환 최소 금액',
        contents: '콤프는 얼마부터 전환되나요?',
        answer: null,
        regDate: '2024-05-03T09:00:00Z',
        lastDate: '2024-05-03T09:00:00Z',
        read: true,
      },
      {
        id: 2,
        title: '입금 계좌 문의',
        contents: '입금 계좌를\n알려주세요.',
        answer: '<p>계좌 문의 메뉴에서 확인하실 수 있습니다.</p>',
        regDate: '2024-05-01T09:00:00Z',
        lastDate: '2024-05-02T09:00:00Z',
        read: false,
      },
      {
        id: 1,
        title: '출금 시간',
        contents: '얼마나 걸리나요?',
        answer: '<p>10분 이내</p>',
        regDate: '2024-04-20T09:00:00Z',
        lastDate: '2024-04-21T09:00:00Z',
        read: true,
      },
    ];
    calls.length = 0;
    fire.mockClear();
    fire.mockImplementation(async () => ({ isConfirmed: true }));
    handlers = {
      'health-check': () => health(),
      'get-help-list': () => list(),
      'read-help-message': ({ id }) => {
        helps = helps.map((h) => (h.id === id ? { ...h, read: true } : h));
        return { status: 'success' };
      },
      'user-write-help': ({ title, contents }) => {
        helps = [
          {
            id: 4,
            title: String(title),
            contents: String(contents),
            answer: null,
            regDate: '2024-05-04T09:00:00Z',
            lastDate: '2024-05-04T09:00:00Z',
            read: true,
          },
          ...helps,
        ];
        return { status: 'success', id: 4 };
      },
      'del-help-message': ({ id }) => {
        helps = helps.filter((h) => h.id !== id);
        return { status: 'success' };
      },
      'del-all-help': () => {
        const count = helps.length;
        helps = [];
        return { status: 'success', count };
      },
    };
    fakeProxy(handlers, calls);
  });

  describe('list', () => {
    it('shows title, author (the operator for replies), date, and highlights the unread answer', () => {
      renderHelp();
      const rows = within(screen.getByRole('list', { name: '문의 내역' })).getAllByRole('link');
      expect(rows.map((row) => row.textContent)).toEqual([
        '답변 대기콤프 전환 최소 금액행운2024-05-03',
        '새 답변입금 계좌 문의고객센터2024-05-02',
        '답변 완료출금 시간고객센터2024-04-21',
      ]);
      expect(rows[1].getAttribute('href')).toBe('/help?mode=view&id=2&page=1');
      expect(calls).toEqual([]);
    });

    it('links to the form', () => {
      renderHelp();
      expect(screen.getByRole('link', { name: '문의하기' }).getAttribute('href')).toBe('/help?mode=form');
    });

    it('deletes all after msg2221, then says msg2053', async () => {
      renderHelp();
      await userEvent.click(screen.getByRole('button', { name: '전체 삭제' }));
      await waitFor(() =>
        expect(dialogText()).toEqual([
          '모든 문의 내역을 삭제하시겠습니까? 삭제 후에는 되돌릴 수 없습니다.',
          '모두 삭제되었습니다.',
        ]),
      );
      await waitFor(() => expect(screen.getByText('문의 내역이 없습니다.')).toBeTruthy());
      await waitFor(() => expect(helpCount().textContent).toBe('0'));
    });

    it('keeps everything when msg2221 is declined', async () => {
      fire.mockResolvedValueOnce({ isConfirmed: false });
      renderHelp();
      await userEvent.click(screen.getByRole('button', { name: '전체 삭제' }));
      await waitFor(() => expect(dialogText()).toHaveLength(1));
      expect(calls.some((call) => call.op === 'del-all-help')).toBe(false);
    });

    it('reports a failed delete-all with msg2054', async () => {
      handlers['del-all-help'] = () => ({ httpStatus: 504, code: 'backend_timeout' });
      renderHelp();
      await userEvent.click(screen.getByRole('button', { name: '전체 삭제' }));
      await waitFor(() => expect(dialogText()).toContain('삭제하지 못했습니다. 다시 시도해 주세요.'));
      expect(screen.getAllByRole('listitem')).toHaveLength(3);
    });
  });

  describe('view', () => {
    it('shows question and answer, marks the answer read and clears the header count', async () => {
      renderHelp({ mode: 'view', id: '2', page: '1' });
      expect(helpCount().textContent).toBe('1');
      expect(screen.getByRole('heading', { level: 2, name: '입금 계좌 문의' })).toBeTruthy();
      expect(screen.getByText(/입금 계좌를/).textContent).toBe('입금 계좌를\n알려주세요.');
      const answer = screen.getByTestId('help-answer');
      expect(answer.textContent).toBe('계좌 문의 메뉴에서 확인하실 수 있습니다.');
      await waitFor(() => expect(helpCount().textContent).toBe('0'));
      expect(calls.filter((call) => call.op === 'read-help-message')).toEqual([
        { op: 'read-help-message', params: { id: 2 } },
      ]);
      expect(screen.getByRole('link', { name: '목록으로' }).getAttribute('href')).toBe('/help');
    });

    it('does not mark a thread without an answer, and says the answer is pending', async () => {
      const { store } = renderHelp({ mode: 'view', id: '3' });
      expect(screen.getByText('아직 답변이 등록되지 않았습니다. 잠시만 기다려 주세요.')).toBeTruthy();
      await requestsSettled(store);
      expect(calls.some((call) => call.op === 'read-help-message')).toBe(false);
    });

    it('deletes this one question after asking in place, leaving the others', async () => {
      renderHelp({ mode: 'view', id: '3', page: '1' });
      await userEvent.click(screen.getByRole('button', { name: '이 문의 삭제' }));
      const ask = screen.getByRole('group', { name: '이 문의를 삭제하시겠습니까? 삭제 후에는 되돌릴 수 없습니다.' });
      expect(document.activeElement).toBe(within(ask).getByRole('button', { name: '취소' }));
      expect(calls.some((call) => call.op === 'del-help-message')).toBe(false);
      await userEvent.click(within(ask).getByRole('button', { name: '삭제' }));
      expect((await screen.findByRole('status')).textContent).toBe('문의를 삭제했습니다.');
      expect(calls.filter((call) => call.op === 'del-help-message')).toEqual([
        { op: 'del-help-message', params: { id: 3 } },
      ]);
      expect(helps.map((h) => h.id)).toEqual([2, 1]);
      expect(screen.getByRole('link', { name: '목록으로' })).toBeTruthy();
      expect(fire).not.toHaveBeenCalled();
    });

    it('keeps the question when the player cancels, and says a failed delete in place', async () => {
      handlers['del-help-message'] = () => ({ httpStatus: 504, code: 'backend_timeout' });
      renderHelp({ mode: 'view', id: '3' });
      await userEvent.click(screen.getByRole('button', { name: '이 문의 삭제' }));
      await userEvent.click(screen.getByRole('button', { name: '취소' }));
      expect(screen.queryByRole('group')).toBeNull();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: '이 문의 삭제' }));
      await userEvent.click(screen.getByRole('button', { name: '이 문의 삭제' }));
      await userEvent.click(screen.getByRole('button', { name: '삭제' }));
      expect((await screen.findByRole('alert')).textContent).toBe('삭제하지 못했습니다. 다시 시도해 주세요.');
      expect(screen.getByRole('heading', { level: 2, name: '콤프 전환 최소 금액' })).toBeTruthy();
    });

    it('says so when the thread is not there', () => {
      renderHelp({ mode: 'view', id: '99' });
      expect(screen.getByRole('status').textContent).toBe('문의 내역을 찾을 수 없습니다.');
    });
  });

  describe('form', () => {
    const fill = async (title: string, contents: string) => {
      if (title) await userEvent.type(screen.getByLabelText('제목'), title);
      if (contents) await userEvent.type(screen.getByLabelText('내용'), contents);
      await userEvent.click(screen.getByRole('button', { name: '문의 접수' }));
    };

    it.each([
      ['', '', '제목을 입력해 주세요.', '제목'],
      ['   ', '내용', '제목을 입력해 주세요.', '제목'],
      ['입금 문의', '', '내용을 입력해 주세요.', '내용'],
      ['입금 문의', '   ', '내용을 입력해 주세요.', '내용'],
    ])('title %j, contents %j: warns "%s", focuses %s and sends nothing', async (title, contents, message, focused) => {
      renderHelp({ mode: 'form' });
      await fill(title, contents);
      await waitFor(() => expect(dialogText()).toEqual([message]));
      await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(focused)));
      expect(calls).toEqual([]);
    });

    it('asks msg2222 first and sends nothing when declined', async () => {
      fire.mockResolvedValueOnce({ isConfirmed: false });
      renderHelp({ mode: 'form' });
      await fill('입금 문의', '확인 부탁드립니다.');
      await waitFor(() => expect(dialogText()).toEqual(['문의를 접수하시겠습니까?']));
      expect(calls).toEqual([]);
    });

    it('sends the trimmed question, says msg2026 and goes back to the list', async () => {
      const { push } = renderHelp({ mode: 'form' });
      await fill(' 입금 문의 ', ' 확인 부탁드립니다. ');
      await waitFor(() => expect(push).toHaveBeenCalledWith({ pathname: '/help' }, undefined, { shallow: true }));
      expect(dialogText()).toEqual(['문의를 접수하시겠습니까?', '문의가 접수되었습니다.']);
      expect(calls).toContainEqual({
        op: 'user-write-help',
        params: { title: '입금 문의', contents: '확인 부탁드립니다.' },
      });
    });

    it('says msg2027 when the call fails', async () => {
      handlers['user-write-help'] = () => ({ httpStatus: 502, code: 'backend_unavailable' });
      const { push } = renderHelp({ mode: 'form' });
      await fill('입금 문의', '확인 부탁드립니다.');
      await waitFor(() => expect(dialogText()).toContain('문의 접수에 실패했습니다. 다시 시도해 주세요.'));
      expect(push).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: '문의 접수' })).toHaveProperty('disabled', false);
    });

    it('says msg2027 and why when five questions are still waiting', async () => {
      handlers['user-write-help'] = () => ({ status: 'wait' });
      renderHelp({ mode: 'form' });
      await fill('입금 문의', '확인 부탁드립니다.');
      await waitFor(() => expect(dialogText()).toContain('문의 접수에 실패했습니다. 다시 시도해 주세요.'));
      expect(screen.getByRole('alert').textContent).toContain('답변을 기다리는 문의가 5건 있습니다');
    });

    it('sets the form beside what to know before writing', () => {
      renderHelp({ mode: 'form' });
      const tips = screen.getByRole('complementary', { name: '문의 전에 확인해 주세요' });
      expect(
        within(tips)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        '답변이 등록되면 상단의 고객센터 알림에 표시됩니다.',
        '답변을 기다리는 문의는 5건까지 남길 수 있습니다.',
        '비밀번호 같은 비밀 정보는 문의에 적지 마세요.',
      ]);
    });

    it('labels both fields and bounds them by the contract', () => {
      renderHelp({ mode: 'form' });
      expect(screen.getByLabelText('제목').getAttribute('maxlength')).toBe('100');
      expect(screen.getByLabelText('내용').getAttribute('maxlength')).toBe('5000');
    });
  });
});
