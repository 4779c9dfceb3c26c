import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeProxy, type ProxyCall } from '@/tests/utils/proxy';
import { company, pageState, vendor } from '@/tests/fixtures/games';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { pageHydrated } from '@/store/actions';
import { GameTabs } from './GameTabs';

const casino = Array.from({ length: 10 }, (_, i) => vendor(`table-${i}`, `테이블 ${i}`, `Table ${i}`));
const slots = Array.from({ length: 11 }, (_, i) => company(`slot-${i}`, `슬롯사 ${i}`, `Slot house ${i}`));
const lists = pageState({
  entries: [
    { endpointName: 'casinoList', arg: undefined, value: { status: 'success', casiono: casino } },
    { endpointName: 'slotList', arg: undefined, value: { status: 'success', slot: slots } },
  ],
});

describe('GameTabs', () => {
  it('lists the first 8 casino providers in the backend’s order, then links to all of them on /game', () => {
    renderWithProviders(<GameTabs />, { initialState: lists });
    const panel = screen.getByRole('tabpanel', { name: '카지노' });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(casino.slice(0, 8).map((entry) => expect.stringContaining(entry.nameKo)));
    expect(within(panel).getByRole('link', { name: '카지노 게임사 전체 보기' }).getAttribute('href')).toBe(
      '/game?category=casino',
    );
  });

  it('does the same for slot providers, whose cards open their games', async () => {
    renderWithProviders(<GameTabs />, { initialState: lists, locale: 'en' });
    await userEvent.click(screen.getByRole('tab', { name: 'Slots' }));
    const panel = screen.getByRole('tabpanel', { name: 'Slots' });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(slots.slice(0, 8).map((entry) => expect.stringContaining(entry.nameEn)));
    expect(
      within(panel)
        .getByRole('link', { name: /Slot house 0/ })
        .getAttribute('href'),
    ).toBe('/?company=slot-0');
    expect(
      within(panel)
        .getByRole('link', { name: /Slot house 0/ })
        .getAttribute('title'),
    ).toBe('Slot house 0');
    expect(within(panel).getByRole('link', { name: 'All slot providers' }).getAttribute('href')).toBe(
      '/game?category=slot',
    );
  });

  it('moves between the tabs with the arrow keys', async () => {
    renderWithProviders(<GameTabs />, { initialState: lists });
    await userEvent.click(screen.getByRole('tab', { name: '카지노' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '슬롯' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '슬롯' }));
  });

  it('opens every provider in place: the server sent the top 8, “more” asks for the whole list once', async () => {
    const all = Array.from({ length: 12 }, (_, i) => vendor(`table-${i}`, `테이블 ${i}`, `Table ${i}`));
    const calls: ProxyCall[] = [];
    fakeProxy({ 'get-casino-setting': () => ({ status: 'success', casiono: all }) }, calls);
    const trimmed = pageState({
      entries: [
        { endpointName: 'casinoList', arg: undefined, value: { status: 'success', casiono: all.slice(0, 8) } },
        { endpointName: 'slotList', arg: undefined, value: { status: 'success', slot: slots.slice(0, 3) } },
      ],
    });
    renderWithProviders(<GameTabs />, { initialState: trimmed });
    const panel = screen.getByRole('tabpanel', { name: '카지노' });
    await userEvent.click(within(panel).getByRole('button', { name: '카지노 게임사 더 보기' }));
    expect(await within(panel).findByText('테이블 11')).toBeTruthy();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(12);
    expect(calls.map((call) => call.op)).toEqual(['get-casino-setting']);

    await userEvent.click(within(panel).getByRole('button', { name: '접기' }));
    expect(within(panel).getAllByRole('listitem')).toHaveLength(8);
    await userEvent.click(within(panel).getByRole('button', { name: '카지노 게임사 더 보기' }));
    expect(within(panel).getAllByRole('listitem')).toHaveLength(12);
    expect(calls).toHaveLength(1);

    await userEvent.click(screen.getByRole('tab', { name: '슬롯' }));
    expect(screen.queryByRole('button', { name: '슬롯 게임사 더 보기' })).toBeNull();
  });

  it('offers "more" again when the next page’s props bring the cut list back', async () => {
    const all = Array.from({ length: 12 }, (_, i) => vendor(`table-${i}`, `테이블 ${i}`, `Table ${i}`));
    const calls: ProxyCall[] = [];
    fakeProxy(
      {
        'get-casino-setting': () => ({ status: 'success', casiono: all }),
        'get-slot-setting': () => ({ httpStatus: 404, code: 'not_found' }),
      },
      calls,
    );
    const trimmed = pageState({
      entries: [{ endpointName: 'casinoList', arg: undefined, value: { status: 'success', casiono: all.slice(0, 8) } }],
    });
    const { store } = renderWithProviders(<GameTabs />, { initialState: trimmed });
    const panel = screen.getByRole('tabpanel', { name: '카지노' });
    await userEvent.click(within(panel).getByRole('button', { name: '카지노 게임사 더 보기' }));
    expect(await within(panel).findByText('테이블 11')).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: '접기' }));

    act(() => void store.dispatch(pageHydrated(trimmed as Record<string, unknown>)));
    await userEvent.click(within(panel).getByRole('button', { name: '카지노 게임사 더 보기' }));
    expect(await within(panel).findByText('테이블 11')).toBeTruthy();
    expect(calls.filter((call) => call.op === 'get-casino-setting')).toHaveLength(2);
  });
});
