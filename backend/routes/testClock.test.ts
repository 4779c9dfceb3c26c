import { describe, expect, it } from 'vitest';
import { ADMIN_KEY, setupBackend } from '../testing';

const withClock = setupBackend({ BACKEND_TEST_CLOCK: 'true' });
const withoutClock = setupBackend();

describe('advance-clock (BACKEND_TEST_CLOCK)', () => {
  it('moves the clock every operation reads: a pending raise becomes confirmable a day later', async () => {
    withClock.clock.now = new Date('2027-03-01T09:00:00.000Z');
    const { userId, token } = await withClock.member();
    await withClock.call('set-deposit-limit', { period: 'day', amount: 100_000 }, token);
    expect(await withClock.call('set-deposit-limit', { period: 'day', amount: 500_000 }, token)).toMatchObject({
      change: 'pending',
    });
    expect(await withClock.call('confirm-limit-change', { period: 'day' }, token)).toMatchObject({ status: 'early' });

    expect(await withClock.admin('advance-clock', { ms: 24 * 3_600_000 + 60_000 })).toEqual({
      status: 'success',
      now: '2027-03-02T09:01:00.000Z',
    });
    // The session ended with the 8 hours that went by, as a member's would.
    const again = await withClock.login(userId, 'secret-pass');
    expect(await withClock.call('confirm-limit-change', { period: 'day' }, again)).toMatchObject({ status: 'success' });
  });

  it('is 404 without the setting, as on any real backend', async () => {
    const response = await withoutClock.post(
      '/admin/advance-clock',
      { params: { ms: 1000 } },
      { 'x-admin-key': ADMIN_KEY },
    );
    expect(response.status).toBe(404);
  });
});
