import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '@/tests/utils/i18n';

// sweetalert2 is a boundary we do not own: a fake records what the portal asked it to show.
const fire = vi.fn();
const loaded = vi.fn();
vi.mock('sweetalert2', () => {
  loaded();
  return { default: { fire, close: vi.fn(), isVisible: vi.fn(() => false), showLoading: vi.fn() } };
});

const { alertMessage, confirmMessage, MESSAGES } = await import('./dialogs');

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
    expect(fire).toHaveBeenCalledWith(expect.objectContaining({ text: 'This game is under maintenance.', icon: 'info', confirmButtonText: 'OK' }));
  });

  it('answers a confirmation with the button the player chose', async () => {
    const t = createTestI18n('ko').t;
    fire.mockResolvedValueOnce({ isConfirmed: true }).mockResolvedValueOnce({ isConfirmed: false, isDismissed: true });
    await expect(confirmMessage(t, 'msg2216')).resolves.toBe(true);
    await expect(confirmMessage(t, 'msg2216')).resolves.toBe(false);
    expect(fire).toHaveBeenLastCalledWith(
      expect.objectContaining({ text: '로그아웃 하시겠습니까?', confirmButtonText: '예', cancelButtonText: '아니오', showCancelButton: true }),
    );
  });

  it('has a translation for every message id in every bundle', () => {
    for (const locale of ['ko', 'en', 'jp', 'vn', 'cn', 'th'] as const) {
      const i18n = createTestI18n(locale);
      for (const id of Object.keys(MESSAGES)) expect(i18n.exists(`dialog.${id}`), `${locale} dialog.${id}`).toBe(true);
    }
  });
});
