// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { APP_ICONS, appIconOf, iconVersionOf, shortNameOf, webAppManifest } from './appManifest';
import { DEFAULT_THEME } from './contract/terms';
import { siteFromEnv } from './site';

const site = siteFromEnv({});
const brand = { name: '로얄 카지노', description: '라이브 카지노와 슬롯을 한곳에서' };

describe('webAppManifest', () => {
  it('is the default site in Korean at / with its colours and three PNG icons', () => {
    const manifest = webAppManifest(site, brand);
    expect(manifest).toMatchObject({
      id: '/',
      name: '로얄 카지노',
      short_name: '로얄 카지노',
      lang: 'ko-KR',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: DEFAULT_THEME.background,
      theme_color: DEFAULT_THEME.background,
    });
    expect(manifest.icons.map(({ sizes, type, purpose }) => [sizes, type, purpose])).toEqual([
      ['192x192', 'image/png', 'any'],
      ['512x512', 'image/png', 'any'],
      ['512x512', 'image/png', 'maskable'],
    ]);
    expect(manifest.icons[0].src).toBe(`/icons/icon-192.png?v=${iconVersionOf(site)}`);
  });

  it('starts in the domain default language under its prefix, with the same id', () => {
    const english = { ...site, defaultLanguage: 'en' as const, theme: { ...site.theme, background: '#101010' } };
    const manifest = webAppManifest(english, { name: 'Lucky Star', description: '' });
    expect(manifest).toMatchObject({
      id: '/',
      start_url: '/en',
      lang: 'en-US',
      background_color: '#101010',
      name: 'Lucky Star',
    });
    expect(webAppManifest({ ...site, defaultLanguage: 'jp' }, brand).start_url).toBe('/jp');
  });
});

describe('iconVersionOf', () => {
  it('changes with the colours or the logo, not with anything else', () => {
    const base = iconVersionOf(site);
    expect(iconVersionOf({ ...site, names: { ko: '다른 이름' } } as typeof site)).toBe(base);
    expect(iconVersionOf({ ...site, theme: { ...site.theme, accent: '#3ddc97' } })).not.toBe(base);
    expect(iconVersionOf({ ...site, logoUrl: '/brand/logo.png' })).not.toBe(base);
    expect(base).toMatch(/^[\w-]{12}$/);
  });
});

describe('shortNameOf', () => {
  it.each([
    ['Royal Casino', 'Royal Casino'],
    ['Royal Casino Online', 'Royal Casino'],
    ['로얄 카지노', '로얄 카지노'],
    ['Supercalifragilistic Casino', 'Supercalifragilistic Casino'],
    ['ロイヤルカジノ・オンライン', 'ロイヤルカジノ・オンライン'],
    ['คาสิโน รอยัล ออนไลน์', 'คาสิโน รอยัล'],
  ])('%s → %s', (name, short) => {
    expect(shortNameOf(name)).toBe(short);
  });
});

describe('appIconOf', () => {
  it('knows the listed files only', () => {
    expect(APP_ICONS.map((icon) => appIconOf(icon.file))).toEqual([...APP_ICONS]);
    expect(appIconOf('icon-1024.png')).toBeUndefined();
    expect(appIconOf('../favicon.svg')).toBeUndefined();
  });
});
