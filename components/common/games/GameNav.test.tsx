import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { GameNav } from './GameNav';
import { company, pageState, vendor } from '@/tests/fixtures/games';

vi.mock('sweetalert2', () => ({
  default: {
    fire: vi.fn(async () => ({ isConfirmed: true })),
    close: vi.fn(),
    isVisible: () => false,
    showLoading: vi.fn(),
  },
}));

const casino = Array.from({ length: 9 }, (_, i) =>
  vendor(`table-${i}`, `테이블 ${i}`, `Table ${i}`, i === 1 ? 'n' : 'y'),
);
const slots = Array.from({ length: 300 }, (_, i) => company(`slot-${i}`, `슬롯사 ${i}`, `Slot house ${i}`));
const lists = pageState({
  entries: [
    { endpointName: 'casinoList', arg: undefined, value: { status: 'success', casiono: casino } },
    { endpointName: 'slotList', arg: undefined, value: { status: 'success', slot: slots } },
  ],
});

describe('GameNav', () => {
  it('lists the top 8 providers of each kind, then "all providers" on /game, with 300 providers too', () => {
    renderWithProviders(<GameNav />, { initialState: lists });
    const casinoList = screen.getByRole('region', { name: '카지노 게임' });
    const slotList = screen.getByRole('region', { name: '슬롯 게임사' });
    expect(within(casinoList).getAllByRole('listitem')).toHaveLength(8);
    expect(within(casinoList).getAllByRole('listitem')[1].textContent).toBe('테이블 1점검중');
    expect(within(casinoList).getByRole('link', { name: '카지노 게임사 전체 보기' }).getAttribute('href')).toBe(
      '/game?category=casino',
    );
    expect(
      within(slotList)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(slots.slice(0, 8).map((entry) => entry.nameKo));
    expect(within(slotList).getByRole('link', { name: '슬롯 게임사 전체 보기' }).getAttribute('href')).toBe(
      '/game?category=slot',
    );
  });

  it('tells the drawer to close when a player follows "all providers"', async () => {
    const onChoose = vi.fn();
    // The test has no Next router to take the navigation: jsdom would try it.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('click', stay);
    renderWithProviders(<GameNav onChoose={onChoose} />, { initialState: lists, locale: 'en' });
    await userEvent.click(screen.getByRole('link', { name: 'All slot providers' }));
    document.removeEventListener('click', stay);
    expect(onChoose).toHaveBeenCalledTimes(1);
  });

  it('shows the providers after the top 8 in place when a player asks for more, and hides them again', async () => {
    renderWithProviders(<GameNav />, { initialState: lists, locale: 'en' });
    const slotList = screen.getByRole('region', { name: 'Slot providers' });
    const more = within(slotList).getByRole('button', { name: 'More slot providers' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(more);
    expect(within(slotList).getAllByRole('listitem')).toHaveLength(300);
    expect(within(slotList).getByRole('link', { name: 'Slot house 299' })).toBeTruthy();
    await userEvent.click(within(slotList).getByRole('button', { name: 'Show fewer' }));
    expect(within(slotList).getAllByRole('listitem')).toHaveLength(8);
  });
});
