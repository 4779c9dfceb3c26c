import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeProxy, member, pageState } from '@/components/games/testing';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { HEALTH_CHECK_INTERVAL_MS, promptFor, settle, SessionWatcher } from './SessionWatcher';

// sweetalert2 is a boundary we do not own: a fake records what the portal asked it to show.
const fire = vi.fn(async (_options: Record<string, unknown>) => ({ isConfirmed: false }));
vi.mock('sweetalert2', () => ({ default: { fire: (options: Record<string, unknown>) => fire(options), close: vi.fn(), isVisible: () => false, showLoading: vi.fn() } }));

describe('promptFor', () => {
  it('offers the notes first, then the support replies', () => {
    expect(promptFor({ noteCount: 2, helpCount: 1 }, '/')).toMatchObject({ id: 'msg2003', path: '/note' });
    expect(promptFor({ noteCount: 0, helpCount: 1 }, '/')).toMatchObject({ id: 'msg2004', path: '/help' });
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
    expect(promptFor({ noteCount: 3, helpCount: 1 }, '/', { note: 2, help: 1 })).toMatchObject({ id: 'msg2003', count: 3 });
    expect(settle({ note: 2, help: 1 }, { noteCount: 0, helpCount: 4 })).toEqual({ note: 0, help: 1 });
  });
});

describe('the new-note prompt', () => {
  let counts: { noteCount: number; helpCount: number };
  let proxy: ReturnType<typeof fakeProxy>;
  const prompts = () => fire.mock.calls.filter(([options]) => options.text === '새 쪽지가 도착했습니다. 쪽지함으로 이동하시겠습니까?');

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    sessionStorage.clear();
    fire.mockClear();
    counts = { noteCount: 2, helpCount: 0 };
    proxy = fakeProxy({ 'health-check': () => ({ ...member({}, counts) }) });
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
    renderWithProviders(<SessionWatcher />, { initialState: pageState({ member: member({}, counts) }), router: { push } });
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
