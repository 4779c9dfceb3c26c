import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member, pageState } from '@/tests/fixtures/games';
import type { Banner as BannerData } from '@/lib/contract';
import { makeStore } from '@/store';
import { api } from '@/store/api';
import { pageDataFailed, siteConfigured } from '@/store/pageSlice';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { Banner } from './Banner';

const banner = (id: number, fields: Partial<BannerData> = {}): BannerData => ({
  id,
  imageUrl: `https://cdn.test/${id}.png`,
  title: { ko: `보너스 ${id}`, en: `Bonus ${id}` },
  text: { en: `Play ${id}` },
  link: null,
  order: id,
  ...fields,
});

function bannerState(banners: BannerData[], { offered = true, failed = false } = {}) {
  const store = makeStore();
  store.dispatch(siteConfigured({ features: offered ? ['banners'] : [] }));
  if (failed) store.dispatch(pageDataFailed('get-banners'));
  else
    store.dispatch(
      api.util.upsertQueryEntries([
        { endpointName: 'banners', arg: undefined, value: { status: 'success', banners } },
      ] as never),
    );
  return store.getState();
}

describe('Banner', () => {
  it('asks a visitor to log in and join', () => {
    renderWithProviders(<Banner />, { initialState: pageState(), locale: 'en' });
    expect(screen.getByText('Log in to play our casino and slot games.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register now' })).toBeTruthy();
  });

  it('never asks a member to log in', () => {
    renderWithProviders(<Banner />, { initialState: pageState({ member: member() }), locale: 'en' });
    expect(screen.queryByText(/log in/i)).toBeNull();
    expect(screen.getByText('Good luck today. Pick a live casino table or a slot and start playing.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Deposit and play' })).toBeTruthy();
  });

  it('shows one banner without a carousel, its title a link into the site in the page’s language', async () => {
    renderWithProviders(<Banner />, { initialState: bannerState([banner(1, { link: '/game' })]), locale: 'en' });
    const region = await screen.findByRole('region', { name: 'Promotions' });
    expect(within(region).getByRole('heading', { name: 'Bonus 1' })).toBeTruthy();
    expect(within(region).getByText('Play 1')).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Bonus 1' }).getAttribute('href')).toBe('/game');
    expect(within(region).queryByRole('button')).toBeNull();
    expect(region.querySelector('img')?.getAttribute('loading')).toBe('eager');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeTruthy();
    expect(screen.queryByText('Register now')).toBeNull();
  });

  it('opens another site’s link in a new tab, safely, and says so', async () => {
    renderWithProviders(<Banner />, {
      initialState: bannerState([banner(1, { link: 'https://promo.test/' })]),
      locale: 'en',
    });
    const link = await screen.findByRole('link', { name: 'Bonus 1 (opens in a new tab)' });
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([
      'https://promo.test/',
      '_blank',
      'noopener noreferrer',
    ]);
  });

  it('renders a link the store should never hold as plain text', async () => {
    renderWithProviders(<Banner />, {
      initialState: bannerState([banner(1, { link: 'javascript:alert(1)' })]),
      locale: 'en',
    });
    expect(await screen.findByRole('heading', { name: 'Bonus 1' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('turns two or more into a carousel of labelled slides, the first eager and the others lazy', async () => {
    renderWithProviders(<Banner />, { initialState: bannerState([banner(1), banner(2), banner(3)]), locale: 'ko' });
    const carousel = await screen.findByRole('region', { name: '프로모션' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('캐러셀');
    const slides = carousel.querySelectorAll('[aria-roledescription="슬라이드"]');
    expect([...slides].map((slide) => [slide.getAttribute('role'), slide.getAttribute('aria-label')])).toEqual([
      ['group', '3개 중 1번째'],
      ['group', '3개 중 2번째'],
      ['group', '3개 중 3번째'],
    ]);
    expect([...carousel.querySelectorAll('img')].map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(within(carousel).getByRole('button', { name: '이전 슬라이드' })).toBeTruthy();
    expect(within(carousel).getByRole('button', { name: '3번째 슬라이드 보기' })).toBeTruthy();
  });

  it.each([
    ['a backend without banners', { offered: false }],
    ['a failed load', { failed: true }],
  ])('keeps the site’s own welcome for %s', async (_, options) => {
    renderWithProviders(<Banner />, { initialState: bannerState([banner(1)], options), locale: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Promotions' })).toBeNull();
  });
});
