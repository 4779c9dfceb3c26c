import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_OPEN_HELPS } from '@/backend/routes/help';
import { LOCALES } from '@/lib/i18n';
import { loadNamespace } from '@/tests/utils/i18n';
import { fakeProxy, type ProxyCall } from '@/tests/utils/proxy';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { HelpForm, MAX_WAITING_QUESTIONS } from './HelpForm';

// Boundaries we do not own: sweetalert2 (the dialog library) and the browser's fetch.
vi.mock('sweetalert2', () => ({
  default: {
    fire: vi.fn(async () => ({ isConfirmed: true })),
    close: vi.fn(),
    isVisible: () => false,
    showLoading: vi.fn(),
  },
}));

const calls: ProxyCall[] = [];
let restore: () => void;
beforeEach(() => {
  calls.length = 0;
  restore = fakeProxy({ 'user-write-help': () => ({ status: 'wait' }) }, calls).restore;
});
afterEach(() => restore());

describe('the limit of questions waiting for a reply', () => {
  it('is the reference backend’s', () => {
    expect(MAX_WAITING_QUESTIONS).toBe(MAX_OPEN_HELPS);
  });

  it.each(LOCALES)('%s: the bundle takes the number from the portal instead of writing it', (locale) => {
    const text = (loadNamespace(locale, 'help').help as Record<string, string>).waitLimit;
    expect(text).toContain('{{max}}');
    expect(text.replace('{{max}}', '')).not.toMatch(/\p{Nd}/u);
  });

  it('tells the member the limit when the backend refuses a question', async () => {
    renderWithProviders(<HelpForm />, {
      locale: 'en',
      router: { pathname: '/help', asPath: '/en/help', query: { mode: 'form' } },
    });
    await userEvent.type(screen.getByLabelText('Subject'), 'Deposit');
    await userEvent.type(screen.getByLabelText('Message'), 'Please check.');
    await userEvent.click(screen.getByRole('button', { name: 'Send question' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        `You have ${MAX_WAITING_QUESTIONS} questions waiting for a reply. Please ask again once they are answered.`,
      ),
    );
    expect(calls.map((call) => call.op)).toEqual(['user-write-help']);
  });
});
