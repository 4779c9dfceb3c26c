import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeProxy, type Handlers, type ProxyAnswer, type ProxyCall } from '@/tests/utils/proxy';
import { registerApi } from '@/store/registerApi';
import { sessionLoaded } from '@/store/sessionSlice';
import { makeStore } from '@/store';
import { BASE_MARKET, BASE_SITE, siteConfigured } from '@/store/pageSlice';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { RegisterForm } from './RegisterForm';

// Boundaries we do not own: next-auth's client, sweetalert2 and the browser's fetch.
const signIn = vi.fn();
vi.mock('next-auth/react', () => ({ signIn: (...args: unknown[]) => signIn(...args) }));
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

function serverState(regDomain: unknown = { status: 'success', domain: '127.0.0.1', code: 'LOOPBACK' }) {
  const store = makeStore();
  store.dispatch(sessionLoaded({ authenticated: false }));
  store.dispatch(
    registerApi.util.upsertQueryEntries([{ endpointName: 'regDomain', arg: undefined, value: regDomain }] as never),
  );
  return store.getState();
}

/** The form as the server renders it for a host whose get-site-config names Vietnam's market. */
function vietnamState() {
  const store = makeStore(serverState());
  const market = {
    ...BASE_MARKET,
    currency: 'VND',
    timeZone: 'Asia/Ho_Chi_Minh',
    phoneRegion: 'VN',
    banks: ['Vietcombank', 'Techcombank', 'BIDV'],
  };
  store.dispatch(
    siteConfigured({ features: [], site: { ...BASE_SITE, languages: ['vn', 'en'], defaultLanguage: 'vn', market } }),
  );
  return store.getState();
}

function renderForm(regDomain?: unknown) {
  const push = vi.fn(async () => true);
  const result = renderWithProviders(<RegisterForm />, {
    initialState: serverState(regDomain),
    router: { pathname: '/register', push },
  });
  return { ...result, push };
}

const TAKEN_NICK =
  '이미 사용 중이거나 사용 중인 것과 똑같아 보이는 닉네임입니다(대소문자와 모양이 비슷한 글자는 같은 것으로 봅니다).';

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const LABELS = {
  code: '가입 코드 (선택)',
  userId: '아이디',
  nick: '닉네임',
  password: '비밀번호',
  passwordConfirm: '비밀번호 확인',
  phone: '휴대폰 번호',
  bankname: '은행',
  banknum: '계좌번호',
  bankOwner: '예금주',
};

async function fillValid({ consent = true } = {}) {
  await userEvent.type(field(LABELS.userId), 'newplayer1');
  await userEvent.type(field(LABELS.nick), '행운왕');
  await userEvent.type(field(LABELS.password), 'secret-1234');
  await userEvent.type(field(LABELS.passwordConfirm), 'secret-1234');
  await userEvent.type(field(LABELS.phone), '01012345678');
  await userEvent.selectOptions(field(LABELS.bankname), '신한은행');
  await userEvent.type(field(LABELS.banknum), '110123456789');
  await userEvent.type(field(LABELS.bankOwner), '홍길동');
  if (consent) await userEvent.click(screen.getByRole('checkbox', { name: '만 19세 이상이며 이용약관에 동의합니다.' }));
}

/** The message next to a field, through its aria-describedby. */
function messageOf(label: string): string {
  const input = field(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-message'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join('');
}

describe('RegisterForm', () => {
  beforeEach(() => {
    calls.length = 0;
    fire.mockClear();
    signIn.mockReset();
    signIn.mockResolvedValue({ ok: true, error: null, status: 200, url: null });
    handlers = {
      'check-user-id': ({ userId }) => ({ status: userId === 'demo' ? 'alread_have_user' : 'success' }),
      'check-user-nick': ({ nick }) => ({ status: nick === '데모' ? 'alread' : 'success' }),
      'user-register': () => ({ status: 'success' }),
    };
    fakeProxy(handlers, calls);
    localStorage.clear();
  });

  it('offers the domain’s signup code without showing the player the internal registration domain', () => {
    const { container } = renderForm();
    expect(field(LABELS.code).value).toBe('LOOPBACK');
    expect(container.textContent).not.toContain('127.0.0.1');
    expect(screen.queryByText('가입 도메인')).toBeNull();
  });

  it('leaves the code empty when the origin has no registration domain', () => {
    renderForm({ status: 'cant_find_code' });
    expect(field(LABELS.code).value).toBe('');
  });

  it('registers only with the 19+ and terms consent ticked, linking the terms', async () => {
    renderForm();
    await fillValid({ consent: false });
    const consent = screen.getByRole('checkbox', {
      name: '만 19세 이상이며 이용약관에 동의합니다.',
    }) as HTMLInputElement;
    expect(consent.checked).toBe(false);
    expect(screen.getByRole('link', { name: '이용약관 보기' }).getAttribute('href')).toBe('/info/terms');
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(document.activeElement).toBe(consent);
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(consent.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '가입하려면 만 19세 이상임을 확인하고 이용약관에 동의해 주세요.',
    );
    expect(calls.filter((call) => call.op === 'user-register')).toEqual([]);
    await userEvent.click(consent);
    expect(consent.getAttribute('aria-invalid')).toBeNull();
  });

  it.each([
    ['ko', '비밀번호 표시'],
    ['en', 'Show password'],
  ] as const)('shows and hides both passwords with a toggle button (%s)', async (locale, name) => {
    renderWithProviders(<RegisterForm />, { initialState: serverState(), router: { pathname: '/register' }, locale });
    const toggle = screen.getByRole('button', { name });
    const passwords = () =>
      [...document.querySelectorAll<HTMLInputElement>('input[name="password"], input[name="passwordConfirm"]')].map(
        (input) => input.type,
      );
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(passwords()).toEqual(['password', 'password']);
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(passwords()).toEqual(['text', 'text']);
    await userEvent.click(toggle);
    expect(passwords()).toEqual(['password', 'password']);
  });

  it.each([
    ['userId', 'ab', '아이디는 영문 소문자와 숫자 4~16자로 입력해 주세요.'],
    ['userId', 'Player1', '아이디는 영문 소문자와 숫자 4~16자로 입력해 주세요.'],
    ['nick', '가', '닉네임은 2~16자로 입력해 주세요.'],
    [
      'nick',
      '<b>',
      '닉네임에는 < > & " \', 보이지 않는 문자, 모양이 비슷한 다른 문자(라틴 문자와 키릴 문자 등)를 섞어 쓸 수 없습니다.',
    ],
    ['password', 'short', '비밀번호는 8~64자로 입력해 주세요.'],
    ['phone', '015-123-4567', '이 사이트 국가의 휴대폰 번호를 입력해 주세요 (예: 010-2000-0000).'],
    ['phone', '0912345678', '이 사이트 국가의 휴대폰 번호를 입력해 주세요 (예: 010-2000-0000).'],
    ['banknum', '110-123-456', '계좌번호는 숫자만 입력해 주세요.'],
    ['banknum', '12345', '계좌번호는 6~20자리로 입력해 주세요.'],
    ['bankOwner', '홍길동1', '예금주는 글자로만 입력해 주세요.'],
  ] as const)('%s %j: "%s" appears as the player types, marked invalid', async (name, value, message) => {
    renderForm();
    await userEvent.type(field(LABELS[name]), value);
    expect(messageOf(LABELS[name])).toBe(message);
    expect(field(LABELS[name]).getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the confirmation against the password, both ways', async () => {
    renderForm();
    await userEvent.type(field(LABELS.password), 'secret-1234');
    await userEvent.type(field(LABELS.passwordConfirm), 'secret-123');
    expect(messageOf(LABELS.passwordConfirm)).toBe('비밀번호가 일치하지 않습니다.');
    await userEvent.type(field(LABELS.passwordConfirm), '4');
    expect(messageOf(LABELS.passwordConfirm)).toBe('');
    await userEvent.type(field(LABELS.password), '5');
    expect(messageOf(LABELS.passwordConfirm)).toBe('비밀번호가 일치하지 않습니다.');
  });

  it('says a field is required when the player leaves it empty', async () => {
    renderForm();
    await userEvent.click(field(LABELS.userId));
    await userEvent.tab();
    expect(messageOf(LABELS.userId)).toBe('아이디를 입력해 주세요.');
    expect(messageOf(LABELS.nick)).toBe('');
  });

  it('refuses a code with other characters and accepts an empty one', async () => {
    renderForm();
    await userEvent.clear(field(LABELS.code));
    await userEvent.type(field(LABELS.code), '추천');
    expect(messageOf(LABELS.code)).toBe('가입 코드는 영문, 숫자, -, _ 로만 입력해 주세요.');
    await userEvent.clear(field(LABELS.code));
    expect(messageOf(LABELS.code)).toBe('');
  });

  it('checks the user id for duplicates when the player leaves it', async () => {
    renderForm();
    await userEvent.type(field(LABELS.userId), 'demo');
    await userEvent.tab();
    await waitFor(() => expect(messageOf(LABELS.userId)).toBe('이미 사용 중인 아이디입니다.'));
    expect(calls).toEqual([{ op: 'check-user-id', params: { userId: 'demo' } }]);
    // Back in the field and out again: the answer stands, and nobody asks twice.
    await userEvent.click(field(LABELS.userId));
    await userEvent.tab();
    expect(messageOf(LABELS.userId)).toBe('이미 사용 중인 아이디입니다.');
    expect(calls).toHaveLength(1);

    await userEvent.type(field(LABELS.userId), 'x');
    await userEvent.tab();
    await waitFor(() => expect(messageOf(LABELS.userId)).toBe('사용 가능한 아이디입니다.'));
    expect(field(LABELS.userId).getAttribute('aria-invalid')).toBeNull();
  });

  it('does not ask the backend about a user id that breaks the rules', async () => {
    renderForm();
    await userEvent.type(field(LABELS.userId), 'ab');
    await userEvent.tab();
    expect(calls).toEqual([]);
  });

  it('checks the nickname for duplicates when the player leaves it', async () => {
    renderForm();
    await userEvent.type(field(LABELS.nick), '데모');
    await userEvent.tab();
    await waitFor(() => expect(messageOf(LABELS.nick)).toBe(TAKEN_NICK));
    expect(calls).toEqual([{ op: 'check-user-nick', params: { nick: '데모' } }]);
  });

  it('refuses a nickname with an invisible or blank character in its own words, without asking the backend', async () => {
    renderForm();
    await userEvent.type(field(LABELS.nick), 'papa\u3164');
    await userEvent.tab();
    expect(messageOf(LABELS.nick)).toBe(
      '닉네임에는 보이지 않는 문자나 빈칸처럼 보이는 문자(한글 채움 문자, 폭 없는 공백, 점자 빈칸 등)를 쓸 수 없습니다.',
    );
    expect(field(LABELS.nick).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('on submit shows every error again, focuses the first and sends nothing', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(messageOf(LABELS.userId)).toBe('아이디를 입력해 주세요.');
    expect(messageOf(LABELS.nick)).toBe('닉네임을 입력해 주세요.');
    expect(messageOf(LABELS.password)).toBe('비밀번호를 입력해 주세요.');
    expect(messageOf(LABELS.passwordConfirm)).toBe('비밀번호를 한 번 더 입력해 주세요.');
    expect(messageOf(LABELS.phone)).toBe('휴대폰 번호를 입력해 주세요.');
    expect(messageOf(LABELS.bankname)).toBe('은행을 선택해 주세요.');
    expect(messageOf(LABELS.banknum)).toBe('계좌번호를 입력해 주세요.');
    expect(messageOf(LABELS.bankOwner)).toBe('예금주를 입력해 주세요.');
    expect(document.activeElement).toBe(field(LABELS.userId));
    expect(calls).toEqual([]);
  });

  it('registers, signs the new member in without a redirect, and goes home', async () => {
    const { push } = renderForm();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));

    await waitFor(() => expect(push).toHaveBeenCalledWith('/'));
    expect(calls.map((call) => call.op).sort()).toEqual(['check-user-id', 'check-user-nick', 'user-register'].sort());
    expect(calls.find((call) => call.op === 'user-register')?.params).toEqual({
      userId: 'newplayer1',
      password: 'secret-1234',
      nick: '행운왕',
      phone: '010-1234-5678',
      bankname: '신한은행',
      bankOwner: '홍길동',
      banknum: '110123456789',
      code: 'LOOPBACK',
    });
    expect(signIn).toHaveBeenCalledWith('credentials', {
      userId: 'newplayer1',
      password: 'secret-1234',
      redirect: false,
    });
    await waitFor(() =>
      expect(fire).toHaveBeenCalledWith(expect.objectContaining({ text: '회원가입이 완료되었습니다. 환영합니다!' })),
    );
    expect(localStorage.getItem('name')).toBe('newplayer1');
  });

  it('keeps the submit button disabled while the call runs', async () => {
    let finish: (value: ProxyAnswer) => void = () => undefined;
    handlers['user-register'] = () => new Promise((resolve) => (finish = resolve));
    renderForm();
    await fillValid();
    const submit = screen.getByRole('button', { name: '가입하기' });
    await userEvent.click(submit);
    await waitFor(() => expect(screen.getByRole('button', { name: '가입 처리 중…' })).toHaveProperty('disabled', true));
    finish({ status: 'alread' });
    await waitFor(() => expect(screen.getByRole('button', { name: '가입하기' })).toHaveProperty('disabled', false));
  });

  it.each([
    ['alread_have_user', LABELS.userId, '이미 사용 중인 아이디입니다.'],
    ['alread', LABELS.nick, TAKEN_NICK],
    ['cant_find_code', LABELS.code, '등록되지 않은 가입 코드입니다.'],
  ])('a %s refusal shows its message at the field and focuses it', async (status, label, message) => {
    handlers['user-register'] = () => ({ status });
    renderForm();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    await waitFor(() => expect(messageOf(label)).toBe(message));
    expect(document.activeElement).toBe(field(label));
    await userEvent.tab();
    expect(messageOf(label)).toBe(message);
    expect(signIn).not.toHaveBeenCalled();
  });

  it('stops before registering when the duplicate check says the id is taken', async () => {
    handlers['check-user-id'] = () => ({ status: 'alread_have_user' });
    renderForm();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    await waitFor(() => expect(messageOf(LABELS.userId)).toBe('이미 사용 중인 아이디입니다.'));
    expect(calls.some((call) => call.op === 'user-register')).toBe(false);
  });

  it('explains a failed call in the form', async () => {
    handlers['user-register'] = () => ({ httpStatus: 502, code: 'backend_unavailable' });
    renderForm();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.'),
    );
  });

  it('says so when the duplicate check is throttled, and clears it when the player types', async () => {
    handlers['check-user-id'] = () => ({ httpStatus: 429, code: 'too_many_requests' });
    renderForm();
    await userEvent.type(field(LABELS.userId), 'newplayer1');
    await userEvent.tab();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.'),
    );
    expect(messageOf(LABELS.userId)).toBe('');
    await userEvent.type(field(LABELS.nick), '행');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the registration is throttled, and lets the player try again', async () => {
    handlers['user-register'] = () => ({ httpStatus: 429, code: 'too_many_requests' });
    renderForm({ status: 'cant_find_code' });
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.'),
    );
    expect(screen.getByRole('button', { name: '가입하기' })).toHaveProperty('disabled', false);
    expect(signIn).not.toHaveBeenCalled();
  });

  it('sends the member to the login page when the automatic login fails', async () => {
    signIn.mockResolvedValue({ ok: false, error: 'unavailable', status: 401, url: null });
    const { push } = renderForm();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/login'));
    await waitFor(() =>
      expect(fire).toHaveBeenCalledWith(
        expect.objectContaining({ text: '회원가입이 완료되었습니다. 로그인해 주세요.' }),
      ),
    );
  });

  it('lists Korean banks under translated names', () => {
    renderWithProviders(<RegisterForm />, { locale: 'en', initialState: serverState() });
    const bank = screen.getByLabelText('Bank', { exact: true });
    const options = Array.from((bank as HTMLSelectElement).options).map((option) => [option.value, option.textContent]);
    expect(options[0]).toEqual(['', 'Choose your bank']);
    expect(options).toContainEqual(['KB국민은행', 'KB Kookmin Bank']);
    expect(options).toHaveLength(23);
  });

  it('on a Vietnamese site takes a Vietnamese mobile number, offers the site’s banks and registers with them', async () => {
    const push = vi.fn(async () => true);
    renderWithProviders(<RegisterForm />, {
      locale: 'vn',
      initialState: vietnamState(),
      router: { pathname: '/register', push },
    });
    const bank = screen.getByLabelText('Ngân hàng', { exact: true }) as HTMLSelectElement;
    expect(Array.from(bank.options).map((option) => option.value)).toEqual(['', 'Vietcombank', 'Techcombank', 'BIDV']);
    const phone = screen.getByLabelText('Số điện thoại di động', { exact: true }) as HTMLInputElement;
    expect(document.getElementById(phone.getAttribute('aria-describedby')!.split(' ')[0])?.textContent).toBe(
      'Ví dụ: 0912 345 678',
    );

    await userEvent.type(phone, '010-1234-5678');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(phone);
    await userEvent.type(phone, '0912345678');
    expect(phone.getAttribute('aria-invalid')).toBeNull();

    await userEvent.type(screen.getByLabelText('Tên đăng nhập', { exact: true }), 'vnplayer1');
    await userEvent.type(screen.getByLabelText('Biệt danh', { exact: true }), 'MayMan');
    for (const label of ['Mật khẩu', 'Nhập lại mật khẩu'])
      await userEvent.type(screen.getByLabelText(label, { exact: true }), 'secret-1234');
    await userEvent.selectOptions(bank, 'Techcombank');
    await userEvent.type(screen.getByLabelText('Số tài khoản', { exact: true }), '19031234567');
    await userEvent.type(screen.getByLabelText('Chủ tài khoản', { exact: true }), 'Nguyen Van A');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Đăng ký' }));

    await waitFor(() =>
      expect(calls.find((call) => call.op === 'user-register')?.params).toMatchObject({
        phone: '0912 345 678',
        bankname: 'Techcombank',
      }),
    );
  });
});
