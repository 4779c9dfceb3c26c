import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { COMP_RULES, DEPOSIT_RULES, QUICK_AMOUNTS, WITHDRAW_RULES } from '@/lib/wallet';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { AmountForm } from './AmountForm';
import type { Outcome } from './Outcome';

function renderForm(props: Partial<Parameters<typeof AmountForm>[0]> = {}, locale: 'ko' | 'en' = 'ko') {
  const onSubmit = vi.fn(async (): Promise<Outcome | null> => ({
    tone: 'success',
    text: '접수되었습니다.',
    clear: true,
  }));
  const view = renderWithProviders(
    <AmountForm
      label="입금 금액"
      submitLabel="입금 신청"
      rules={DEPOSIT_RULES}
      quickAmounts={QUICK_AMOUNTS}
      onSubmit={onSubmit}
      {...props}
    />,
    { locale },
  );
  return { ...view, onSubmit, input: screen.getByLabelText(props.label ?? '입금 금액') as HTMLInputElement };
}

describe('AmountForm', () => {
  it('shows the grouping as the amount is typed, the unit too', async () => {
    const { input } = renderForm();
    await userEvent.type(input, '₩120000');
    expect(input.value).toBe('120,000');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.clear(input);
    expect(input.value).toBe('');
  });

  it.each([
    ['30000.00', 'ko'],
    ['-30000', 'ko'],
    ['1e5', 'ko'],
    ['30.000', 'ko'],
  ] as const)(
    'refuses %j pasted in %s with the whole-won message, shows it as pasted and sends nothing',
    async (pasted, locale) => {
      const { input, onSubmit } = renderForm(
        { label: '출금 금액', submitLabel: '출금 신청', rules: WITHDRAW_RULES },
        locale,
      );
      await userEvent.click(input);
      await userEvent.paste(pasted);
      expect(input.value).toBe(pasted);
      expect((await screen.findByRole('alert')).textContent).toBe(
        '금액은 숫자로만 입력해 주세요. 소수점이나 부호는 쓸 수 없습니다.',
      );
      await userEvent.click(screen.getByRole('button', { name: '출금 신청' }));
      expect(onSubmit).not.toHaveBeenCalled();
      expect(document.activeElement).toBe(input);
      // Typed again as an amount, the message goes.
      await userEvent.clear(input);
      await userEvent.type(input, '30000');
      expect(input.value).toBe('30,000');
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it('a decimal point typed after an amount stays visible with the message instead of vanishing into the digits', async () => {
    const { input, onSubmit } = renderForm(
      { label: 'Withdraw amount', submitLabel: 'Request withdrawal', rules: WITHDRAW_RULES },
      'en',
    );
    await userEvent.type(input, '30000.00');
    expect(input.value).toBe('30,000.00');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter a whole amount, digits only (no decimal point or sign).',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds the quick amounts and resets', async () => {
    const { input } = renderForm();
    for (const name of [
      '₩10,000 더하기',
      '₩50,000 더하기',
      '₩100,000 더하기',
      '₩500,000 더하기',
      '₩1,000,000 더하기',
      '₩5,000,000 더하기',
    ]) {
      await userEvent.click(screen.getByRole('button', { name }));
    }
    expect(input.value).toBe('6,660,000');
    expect(screen.getByRole('group', { name: '빠른 금액 선택' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '초기화' }));
    expect(input.value).toBe('');
  });

  it.each([
    ['', '금액을 입력해 주세요.'],
    ['5000', '최소 ₩10,000부터 신청할 수 있습니다.'],
    ['15000', '₩10,000 단위로 신청해 주세요.'],
    ['10000000000', '한 번에 최대 ₩1,000,000,000까지 신청할 수 있습니다.'],
  ])('deposit %j is refused before sending: %s', async (typed, message) => {
    const { input, onSubmit } = renderForm();
    if (typed) await userEvent.type(input, typed);
    await userEvent.click(screen.getByRole('button', { name: '입금 신청' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain((await screen.findByRole('alert')).id);
    expect(document.activeElement).toBe(input);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['20000', '최소 ₩30,000부터 신청할 수 있습니다.'],
    ['35000', '₩10,000 단위로 신청해 주세요.'],
  ])('withdraw %j is refused before sending: %s', async (typed, message) => {
    const { input, onSubmit } = renderForm({ label: '출금 금액', submitLabel: '출금 신청', rules: WITHDRAW_RULES });
    await userEvent.type(input, typed);
    await userEvent.click(screen.getByRole('button', { name: '출금 신청' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('translates the rule messages', async () => {
    const { input } = renderForm({ label: 'Deposit amount', submitLabel: 'Request deposit' }, 'en');
    await userEvent.type(input, '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Request deposit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The minimum is ₩10,000.');
    await userEvent.type(input, '5');
    expect(input.value).toBe('50,005');
    expect((await screen.findByRole('alert')).textContent).toBe('Please use multiples of ₩10,000.');
  });

  it('rechecks as the player corrects the amount, and the message goes once it is right', async () => {
    const { input } = renderForm();
    await userEvent.type(input, '5000');
    await userEvent.click(screen.getByRole('button', { name: '입금 신청' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    await userEvent.type(input, '0');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('sends a valid amount, shows the answer and clears the field', async () => {
    const { input, onSubmit } = renderForm();
    await userEvent.type(input, '30000');
    await userEvent.click(screen.getByRole('button', { name: '입금 신청' }));
    expect(onSubmit).toHaveBeenCalledWith(30_000);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('접수되었습니다.'));
    expect(input.value).toBe('');
  });

  it('checks the next amount on its own submit, not while it is typed after a success', async () => {
    const { input } = renderForm();
    await userEvent.type(input, '30000');
    await userEvent.click(screen.getByRole('button', { name: '입금 신청' }));
    await waitFor(() => expect(input.value).toBe(''));
    await userEvent.type(input, '5');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps the success said when a late second click finds the field cleared', async () => {
    const { input } = renderForm();
    await userEvent.type(input, '30000');
    const button = screen.getByRole('button', { name: '입금 신청' });
    await userEvent.click(button);
    await waitFor(() => expect(input.value).toBe(''));
    await userEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe('금액을 입력해 주세요.');
    expect(screen.getByRole('status').textContent).toBe('접수되었습니다.');
  });

  it('keeps the amount when the answer is a refusal', async () => {
    const { input } = renderForm({ onSubmit: async () => ({ tone: 'error', text: '이미 대기 중입니다.' }) });
    await userEvent.type(input, '30000');
    await userEvent.click(screen.getByRole('button', { name: '입금 신청' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('이미 대기 중입니다.'));
    expect(input.value).toBe('30,000');
  });

  it('sends once and disables the button while the call runs, however often it is clicked', async () => {
    let answer: (outcome: Outcome) => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<Outcome>((resolve) => (answer = resolve)));
    const { input } = renderForm({ onSubmit });
    await userEvent.type(input, '10000');
    const button = screen.getByRole('button', { name: '입금 신청' });
    await userEvent.dblClick(button);
    await userEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(button).toHaveProperty('disabled', true);
    await act(async () => answer({ tone: 'success', text: '접수되었습니다.' }));
    expect(button).toHaveProperty('disabled', false);
  });

  it('comp: no quick buttons, the minimum in comp, and the second action needs no amount', async () => {
    const all = vi.fn(async (): Promise<Outcome | null> => null);
    const { input, onSubmit } = renderForm({
      label: '전환할 콤프',
      submitLabel: '전환하기',
      rules: COMP_RULES,
      quickAmounts: undefined,
      secondary: { label: '전액 전환', run: all },
      formatAmount: (value) => `${value.toLocaleString('ko')}콤프`,
    });
    expect(screen.queryByRole('group')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '전환하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('금액을 입력해 주세요.');
    await userEvent.type(input, '1234');
    await userEvent.click(screen.getByRole('button', { name: '전환하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('최소 10,000콤프부터 신청할 수 있습니다.');
    await userEvent.type(input, '0');
    await userEvent.click(screen.getByRole('button', { name: '전환하기' }));
    expect(onSubmit).toHaveBeenCalledWith(12340);
    await userEvent.click(screen.getByRole('button', { name: '전액 전환' }));
    expect(all).toHaveBeenCalledTimes(1);
  });
});
