import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createTestI18n } from '@/tests/utils/i18n';

// The real sweetalert2: what it leaves open in the page is the behaviour under test. jsdom has no matchMedia or scrollTo.
const { alertMessage, closeDialog, showProgress } = await import('./dialogFire');
const t = createTestI18n('ko').t;

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
  vi.useFakeTimers();
});

afterEach(async () => {
  await closeDialog();
  await vi.runAllTimersAsync();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('a loading dialog closed before its first tick stays closed: the page is not left behind an empty modal', async () => {
  // The game's answer and the dialog's 4 s were both in when sweetalert2 arrived: opened and closed at once.
  const page = document.body.appendChild(document.createElement('main'));
  await showProgress(t, 'msg2217');
  await closeDialog();
  await vi.runAllTimersAsync();
  expect(document.querySelector('.swal2-container')).toBeNull();
  expect(page.getAttribute('aria-hidden')).toBeNull();
  page.remove();
});

it('a dialog that replaces the loading one at once keeps its button', async () => {
  await showProgress(t, 'msg2217');
  void alertMessage(t, 'msg2012');
  await vi.runAllTimersAsync();
  const confirm = document.querySelector<HTMLButtonElement>('.swal2-confirm');
  expect(confirm?.textContent).toBe('확인');
  expect(confirm?.style.display).not.toBe('none');
  expect(document.querySelector('.swal2-popup')?.getAttribute('aria-busy')).toBeNull();
});
