import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import '@/store/passwordApi';
import { fakeProxy, type Handlers, type ProxyCall } from '@/tests/utils/proxy';
import { fieldMessage } from '@/tests/utils/fields';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { ForgotPasswordForm } from './ForgotPasswordForm';

const calls: ProxyCall[] = [];
let handlers: Handlers = {};

const input = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const errorOf = (label: string) => fieldMessage(input(label));

describe('ForgotPasswordForm', () => {
  beforeEach(() => {
    calls.length = 0;
    handlers = { 'request-password-reset': () => ({ status: 'success' }) };
    fakeProxy(handlers, calls);
  });

  it('asks for the id and a mobile number as signup does, focuses the first gap and sends nothing', async () => {
    renderWithProviders(<ForgotPasswordForm />);
    await userEvent.click(screen.getByRole('button', { name: '재설정 요청하기' }));
    expect(errorOf('아이디')).toBe('아이디를 입력해 주세요.');
    expect(errorOf('휴대폰 번호')).toBe('휴대폰 번호를 입력해 주세요.');
    expect(document.activeElement).toBe(input('아이디'));
    await userEvent.type(input('아이디'), 'player1');
    await userEvent.type(input('휴대폰 번호'), '02-123-4567');
    await userEvent.click(screen.getByRole('button', { name: '재설정 요청하기' }));
    expect(errorOf('휴대폰 번호')).toBe('이 사이트 국가의 휴대폰 번호를 입력해 주세요 (예: 010-2000-0000).');
    expect(calls).toEqual([]);
  });

  it('sends the id and the phone written as at signup, then says only that the request went out', async () => {
    renderWithProviders(<ForgotPasswordForm />, { locale: 'en' });
    await userEvent.type(input('User ID'), ' player1 ');
    await userEvent.type(input('Mobile number'), '01012345678');
    await userEvent.click(screen.getByRole('button', { name: 'Request a reset' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('If the details match a member, the operator will call');
    expect(calls).toEqual([{ op: 'request-password-reset', params: { userId: 'player1', phone: '010-1234-5678' } }]);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it.each([
    [429, 'too_many_requests', {}, 'Too many requests. Please try again later.'],
    [429, 'too_many_requests', { 'Retry-After': '300' }, 'Too many requests. Please try again in 5 minutes.'],
    [429, 'too_many_requests', { 'Retry-After': '30' }, 'Too many requests. Please try again in 1 minute.'],
    [502, 'backend_unavailable', {}, 'The server cannot be reached. Please try again shortly.'],
  ])('explains a refusal (%d %s %o) and keeps the form', async (httpStatus, code, headers, message) => {
    handlers['request-password-reset'] = () => ({ httpStatus, code, headers });
    renderWithProviders(<ForgotPasswordForm />, { locale: 'en' });
    await userEvent.type(input('User ID'), 'player1');
    await userEvent.type(input('Mobile number'), '010-1234-5678');
    await userEvent.click(screen.getByRole('button', { name: 'Request a reset' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(within(screen.getByRole('form')).getByRole('button', { name: 'Request a reset' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('says the server’s wait in Korean minutes too', async () => {
    handlers['request-password-reset'] = () => ({
      httpStatus: 429,
      code: 'too_many_requests',
      headers: { 'Retry-After': '300' },
    });
    renderWithProviders(<ForgotPasswordForm />);
    await userEvent.type(input('아이디'), 'player1');
    await userEvent.type(input('휴대폰 번호'), '010-1234-5678');
    await userEvent.click(screen.getByRole('button', { name: '재설정 요청하기' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('요청이 너무 많습니다. 5분 뒤에 다시 시도해 주세요.'),
    );
  });

  // jp and vn are route codes that i18next asks for English plural forms: a one-minute wait once showed the raw key.
  it.each([
    ['jp', 'ユーザーID', '携帯電話番号', '再設定を依頼する', 'リクエストが多すぎます。1分後に再度お試しください。'],
    [
      'vn',
      'Tên đăng nhập',
      'Số điện thoại di động',
      'Gửi yêu cầu đặt lại',
      'Có quá nhiều yêu cầu. Vui lòng thử lại sau 1 phút.',
    ],
  ] as const)('says a one-minute wait in %s', async (locale, userId, phone, submit, message) => {
    handlers['request-password-reset'] = () => ({
      httpStatus: 429,
      code: 'too_many_requests',
      headers: { 'Retry-After': '30' },
    });
    renderWithProviders(<ForgotPasswordForm />, { locale });
    await userEvent.type(input(userId), 'player1');
    await userEvent.type(input(phone), '010-1234-5678');
    await userEvent.click(screen.getByRole('button', { name: submit }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
  });
});
