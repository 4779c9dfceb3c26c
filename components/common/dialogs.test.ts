import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '@/tests/utils/i18n';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';

// sweetalert2 is a boundary we do not own: a fake records what the portal asked it to show.
const fire = vi.fn();
const loaded = vi.fn();
vi.mock('sweetalert2', () => {
  loaded();
  return {
    default: {
      fire,
      close: vi.fn(),
      isVisible: vi.fn(() => false),
      showLoading: vi.fn(),
      DismissReason: { cancel: 'cancel', esc: 'esc' },
    },
  };
});

const { alertMessage, askRealityCheck, confirmMessage, notifyMessage, showProgress, useDialogs } =
  await import('./dialogs');
const { MESSAGES } = await import('./dialogFire');

describe('dialogs', () => {
  beforeEach(() => fire.mockReset());

  it('does not load sweetalert2 until the first dialog', async () => {
    expect(loaded).not.toHaveBeenCalled();
    fire.mockResolvedValue({ isConfirmed: true });
    await alertMessage(createTestI18n('ko').t, 'msg2001');
    expect(loaded).toHaveBeenCalledTimes(1);
  });

  it('shows the translated text of the message id with its icon', async () => {
    fire.mockResolvedValue({ isConfirmed: true });
    await alertMessage(createTestI18n('en').t, 'msg2002');
    expect(fire).toHaveBeenCalledWith(
      expect.objectContaining({ text: 'This game is under maintenance.', icon: 'info', confirmButtonText: 'OK' }),
    );
  });

  it('titles a notice with the host’s brand that the page’s head names, even when the caller brings values of its own', async () => {
    fire.mockResolvedValue({ isConfirmed: true });
    const meta = Object.assign(document.createElement('meta'), { name: 'application-name', content: 'Emerald Casino' });
    document.head.append(meta);
    try {
      const t = createTestI18n('en').t;
      await alertMessage(t, 'msg2002');
      expect(fire).toHaveBeenLastCalledWith(expect.objectContaining({ titleText: 'Notice from Emerald Casino' }));
      await alertMessage((key, values) => t(key, { ...values, until: 'soon' }), 'msg2002');
      expect(fire).toHaveBeenLastCalledWith(expect.objectContaining({ titleText: 'Notice from Emerald Casino' }));
      // Only notices: a warning keeps its own title.
      await alertMessage(t, 'msg2024');
      expect(fire).toHaveBeenLastCalledWith(expect.objectContaining({ titleText: t('dialog.title.warning') }));
    } finally {
      meta.remove();
    }
  });

  it('answers a confirmation with the button the player chose', async () => {
    const t = createTestI18n('ko').t;
    fire.mockResolvedValueOnce({ isConfirmed: true }).mockResolvedValueOnce({ isConfirmed: false, isDismissed: true });
    await expect(confirmMessage(t, 'msg2216')).resolves.toBe(true);
    await expect(confirmMessage(t, 'msg2216')).resolves.toBe(false);
    expect(fire).toHaveBeenLastCalledWith(
      expect.objectContaining({
        text: '로그아웃 하시겠습니까?',
        confirmButtonText: '예',
        cancelButtonText: '아니오',
        showCancelButton: true,
      }),
    );
  });

  it('has a translation for every message id in every bundle', () => {
    for (const locale of ['ko', 'en', 'jp', 'vn', 'cn', 'th'] as const) {
      const i18n = createTestI18n(locale);
      for (const id of Object.keys(MESSAGES)) expect(i18n.exists(`dialog.${id}`), `${locale} dialog.${id}`).toBe(true);
    }
  });

  it('themes every dialog like the site: its own classes, no library button colours, colours from the theme tokens', async () => {
    fire.mockResolvedValue({ isConfirmed: true });
    const t = createTestI18n('en').t;
    await alertMessage(t, 'msg2002');
    await confirmMessage(t, 'msg2216');
    await notifyMessage(t, 'msg2029');
    await showProgress(t, 'msg2217');
    for (const [options] of fire.mock.calls) {
      expect(options).toMatchObject({
        buttonsStyling: false,
        customClass: expect.objectContaining({ popup: expect.any(String), confirmButton: expect.any(String) }),
      });
      expect(options.theme).toBeUndefined();
      expect(options.iconColor).toMatch(/^var\(--c-/);
    }
    const css = document.head.querySelector('style[data-portal-dialogs]')?.textContent ?? '';
    expect(css).toContain(`.${fire.mock.calls[0][0].customClass.popup}{`);
    expect(css).toMatch(/--swal2-backdrop:color-mix\(in srgb, var\(--c-backdrop/);
  });

  it('names every dialog with a translated title (axe aria-dialog-name)', async () => {
    fire.mockResolvedValue({ isConfirmed: true });
    for (const locale of ['ko', 'en', 'jp', 'vn', 'cn', 'th'] as const) {
      const i18n = createTestI18n(locale);
      for (const id of Object.keys(MESSAGES) as (keyof typeof MESSAGES)[]) {
        fire.mockClear();
        await alertMessage(i18n.t, id);
        const { titleText } = fire.mock.calls[0][0];
        expect(titleText, `${locale} ${id}`).toBeTruthy();
        expect(titleText).not.toMatch(/^dialog\./);
      }
    }
  });

  describe('"log in first" (msg2001)', () => {
    function Guarded() {
      const dialogs = useDialogs();
      return createElement('button', { type: 'button', onClick: () => void dialogs.alert('msg2001') }, 'deposit');
    }

    it.each([
      ['Log in', { isConfirmed: true, isDenied: false }, '/login'],
      ['Register', { isConfirmed: false, isDenied: true }, '/register'],
    ])('offers Log in and Register; %s goes there', async (_name, answer, path) => {
      fire.mockResolvedValue(answer);
      const push = vi.fn(async () => true);
      renderWithProviders(createElement(Guarded), { locale: 'en', router: { push } });
      fireEvent.click(screen.getByRole('button', { name: 'deposit' }));
      await waitFor(() => expect(push).toHaveBeenCalledWith(path));
      expect(fire).toHaveBeenCalledWith(
        expect.objectContaining({
          text: 'Please log in to use this.',
          titleText: 'Login required',
          confirmButtonText: 'Log in',
          showDenyButton: true,
          denyButtonText: 'Register',
        }),
      );
    });

    it('closing it stays on the page', async () => {
      fire.mockResolvedValue({ isConfirmed: false, isDenied: false, isDismissed: true });
      const push = vi.fn(async () => true);
      renderWithProviders(createElement(Guarded), { router: { push } });
      fireEvent.click(screen.getByRole('button', { name: 'deposit' }));
      await waitFor(() =>
        expect(fire).toHaveBeenCalledWith(
          expect.objectContaining({
            confirmButtonText: '로그인',
            denyButtonText: '회원가입',
            cancelButtonText: '닫기',
          }),
        ),
      );
      expect(push).not.toHaveBeenCalled();
    });
  });

  it('a prompt the member did not ask for starts on "no", so a stray Enter cannot accept it', async () => {
    fire.mockResolvedValue({ isConfirmed: false });
    await confirmMessage(createTestI18n('ko').t, 'msg2003', { safeFocus: true });
    expect(fire).toHaveBeenCalledWith(expect.objectContaining({ focusConfirm: false, focusCancel: true }));
  });
});

describe('the reality check', () => {
  const t = createTestI18n('en').t;
  beforeEach(() => fire.mockReset());

  it('is named, states the time and the net position, and maps its three buttons (Escape continues)', async () => {
    fire
      .mockResolvedValueOnce({ isConfirmed: true })
      .mockResolvedValueOnce({ isDenied: true })
      .mockResolvedValueOnce({ isDismissed: true, dismiss: 'cancel' });
    fire.mockResolvedValueOnce({ isDismissed: true, dismiss: 'esc' });
    const shown = { elapsed: '1:00', net: '-5,000 won' };
    expect([
      await askRealityCheck(t, shown),
      await askRealityCheck(t, shown),
      await askRealityCheck(t, shown),
      await askRealityCheck(t, shown),
    ]).toEqual(['continue', 'limits', 'logout', 'continue']);
    expect(fire).toHaveBeenCalledWith(
      expect.objectContaining({
        titleText: 'Reality check',
        text: 'You have been logged in for 1:00. Your net position since login is -5,000 won.',
        confirmButtonText: 'Continue',
        denyButtonText: 'See my limits',
        cancelButtonText: 'Log out',
      }),
    );
  });

  it('does not open over another modal', async () => {
    const drawer = document.body.appendChild(document.createElement('div'));
    drawer.setAttribute('aria-modal', 'true');
    await expect(askRealityCheck(t, { elapsed: '0:15', net: '0 won' })).resolves.toBe('busy');
    drawer.remove();
    expect(fire).not.toHaveBeenCalled();
  });
});
