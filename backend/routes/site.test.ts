import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extensionFeatures, OPT_IN_FEATURES, siteLanguages, type ResponseOf } from '@/lib/contract';
import type { AdminRequestOf } from '@/lib/contract/admin';
import { palette } from '@/styles/theme';
import { ADMIN_KEY, setupBackend } from '../testing';
import { DEFAULT_BANKS } from '@/lib/contract/terms';
import { DEFAULT_BRAND } from './site';

const backend = setupBackend();
const { admin, call, post } = backend;

type Settings = AdminRequestOf<'set-site-config'>;
type Site = ResponseOf<'get-site-config'>;

const ALL_FEATURES = extensionFeatures.filter((feature) => !OPT_IN_FEATURES.includes(feature));

const siteFor = (host: string) => call('get-site-config', {}, undefined, { 'x-forwarded-host': host });
const setSite = (params: unknown) => post('/admin/set-site-config', { params }, { 'x-admin-key': ADMIN_KEY });

const brandA: Settings = {
  host: 'brand-a.test',
  name: { ko: '에이 카지노', en: 'Brand A', th: 'แบรนด์ เอ' },
  logoUrl: 'https://cdn.brand-a.test/logo.svg',
  faviconUrl: '/brands/a/favicon.png',
  theme: {
    accent: '#33ccff',
    accentText: '#001018',
    background: '#05121a',
    surface: '#0b1f2a',
    text: '#f0f8ff',
    textMuted: '#9fb8c8',
  },
  languages: ['en', 'ko', 'th'],
  defaultLanguage: 'en',
  links: {
    terms: 'https://brand-a.test/legal/terms',
    privacy: '/info/privacy',
    responsible: 'https://www.begambleaware.org/',
    contact: '/help',
  },
  support: {
    email: 'help@brand-a.test',
    messenger: { app: 'telegram', handle: '@brand_a_help', url: 'https://t.me/brand_a_help' },
  },
};

const brandB: Settings = {
  host: 'brand-b.test',
  name: { ko: '비 카지노', en: 'Brand B' },
  theme: {
    background: '#ffffff',
    surface: '#f4f4f4',
    text: '#1b1b1b',
    textMuted: '#595959',
    accent: '#b3261e',
    accentText: '#ffffff',
  },
  languages: ['ko', 'jp'],
  support: { messenger: { app: 'kakaotalk', handle: 'brandb' } },
};

/** Today's look: the brand of the bundles, the colours of styles/theme.ts, the switcher's languages, the info pages. */
const defaultSite = {
  status: 'success',
  features: ALL_FEATURES,
  name: DEFAULT_BRAND,
  logoUrl: null,
  faviconUrl: null,
  theme: {
    background: '#0b1020',
    surface: '#131a2e',
    text: '#eef1f8',
    textMuted: '#a3adc8',
    accent: '#f2c14e',
    accentText: '#1a1300',
  },
  languages: ['ko', 'en', 'jp', 'vn', 'cn'],
  defaultLanguage: 'ko',
  links: { terms: '/info/terms', privacy: '/info/privacy', responsible: '/info/responsible', contact: '/info/contact' },
  support: { email: null, messenger: null },
  currency: 'KRW',
  timeZone: 'Asia/Seoul',
  wallet: {
    depositMin: 10_000,
    depositStep: 10_000,
    withdrawMin: 30_000,
    withdrawStep: 10_000,
    rollMin: 10_000,
    quickAmounts: [10_000, 50_000, 100_000, 500_000, 1_000_000, 5_000_000],
  },
  phoneRegion: 'KR',
  banks: [...DEFAULT_BANKS],
  gameLaunch: 'window',
};

describe('get-site-config: the default site', () => {
  it('reproduces today’s look for a host without a configuration, and without a host', async () => {
    for (const host of ['localhost', '127.0.0.1', 'unknown.example'])
      expect(await siteFor(host), host).toEqual(defaultSite);
    expect(await call('get-site-config')).toEqual(defaultSite);
  });

  it('names the brand as the portal’s bundles do, and colours the site as styles/theme.ts', () => {
    for (const lang of siteLanguages) {
      const bundle = JSON.parse(readFileSync(`public/locales/${lang}/common.json`, 'utf8')) as {
        app: { name: string };
      };
      expect(DEFAULT_BRAND[lang], lang).toBe(bundle.app.name);
    }
    for (const [name, value] of Object.entries(defaultSite.theme))
      expect(palette[name as keyof typeof palette], name).toBe(value);
  });
});

describe('get-site-config per host', () => {
  it('answers each host with its own site after one set-site-config each, and the others with the default', async () => {
    expect(await admin('set-site-config', brandA)).toEqual({ status: 'success', host: 'brand-a.test', created: true });
    expect(await admin('set-site-config', brandB)).toEqual({ status: 'success', host: 'brand-b.test', created: true });

    expect(await siteFor('brand-a.test')).toEqual({
      status: 'success',
      features: ALL_FEATURES,
      // Languages without a name of their own show the en one.
      name: { ko: '에이 카지노', en: 'Brand A', jp: 'Brand A', vn: 'Brand A', cn: 'Brand A', th: 'แบรนด์ เอ' },
      logoUrl: brandA.logoUrl,
      faviconUrl: brandA.faviconUrl,
      theme: brandA.theme,
      languages: ['en', 'ko', 'th'],
      defaultLanguage: 'en',
      links: brandA.links,
      support: brandA.support,
      currency: 'KRW',
      timeZone: 'Asia/Seoul',
      wallet: defaultSite.wallet,
      phoneRegion: 'KR',
      banks: defaultSite.banks,
      gameLaunch: 'window',
    });
    expect(await siteFor('brand-b.test')).toEqual({
      ...defaultSite,
      name: { ko: '비 카지노', en: 'Brand B', jp: 'Brand B', vn: 'Brand B', cn: 'Brand B', th: 'Brand B' },
      theme: brandB.theme,
      languages: ['ko', 'jp'],
      // The first enabled language when none is named.
      defaultLanguage: 'ko',
      support: { email: null, messenger: { app: 'kakaotalk', handle: 'brandb' } },
    });
    expect(await siteFor('brand-c.test')).toEqual(defaultSite);
  });

  it('knows a host whatever its case, port or www., as the notices’ domains do', async () => {
    await admin('set-site-config', { ...brandA, host: 'https://WWW.Brand-A.test:8443/' });
    for (const host of ['BRAND-A.test', 'www.brand-a.test:3000', 'brand-a.test.'])
      expect((await siteFor(host)).name?.en, host).toBe('Brand A');
    expect((await admin('list-site-configs')).list.filter((site) => site.host.includes('brand-a'))).toHaveLength(1);
  });

  it('believes X-Forwarded-Host only from the portal', async () => {
    await admin('set-site-config', brandA);
    const forged = await post(
      '/public/get-site-config',
      {},
      { 'x-portal-key': 'not-the-portal-key-0000', 'x-forwarded-host': 'brand-a.test' },
    );
    expect(((await forged.json()) as Site).name?.en).toBe('Royal Casino');
  });

  it('replaces a configuration whole: what the new one leaves out is the default again', async () => {
    await admin('set-site-config', { ...brandB, host: 'replace.test' });
    expect(await admin('set-site-config', { host: 'replace.test', name: { en: 'Replaced' } })).toEqual({
      status: 'success',
      host: 'replace.test',
      created: false,
    });
    expect(await siteFor('replace.test')).toEqual({
      ...defaultSite,
      name: Object.fromEntries(siteLanguages.map((lang) => [lang, 'Replaced'])),
    });
  });

  it('completes a partial theme with today’s colours', async () => {
    await admin('set-site-config', { host: 'green.test', name: { ko: '그린' }, theme: { accent: '#3DDC97' } });
    const site = await siteFor('green.test');
    expect(site.theme).toEqual({ ...defaultSite.theme, accent: '#3ddc97' });
    expect(site.name).toEqual(Object.fromEntries(siteLanguages.map((lang) => [lang, '그린'])));
  });
});

const vietnam = {
  depositMin: 50_000,
  depositStep: 10_000,
  withdrawMin: 100_000,
  withdrawStep: 50_000,
  rollMin: 20_000,
  quickAmounts: [50_000, 100_000, 500_000],
};

describe('a site in its own market', () => {
  it('answers its currency, time zone and wallet rules to its host only', async () => {
    await admin('set-site-config', {
      host: 'vn.market.test',
      name: { vn: 'Sòng bạc Sài Gòn', en: 'Saigon Casino' },
      currency: 'VND',
      timeZone: 'Asia/Ho_Chi_Minh',
      wallet: vietnam,
    });
    expect(await siteFor('vn.market.test')).toMatchObject({
      currency: 'VND',
      timeZone: 'Asia/Ho_Chi_Minh',
      wallet: vietnam,
    });
    expect(await siteFor('localhost')).toEqual(defaultSite);
    expect((await admin('get-site-config', { host: 'vn.market.test' })).site).toMatchObject({
      currency: 'VND',
      timeZone: 'Asia/Ho_Chi_Minh',
      wallet: vietnam,
    });
  });

  it('answers its phone region and banks, Korea and today’s Korean banks where it names none', async () => {
    expect(defaultSite).toMatchObject({
      phoneRegion: 'KR',
      banks: expect.arrayContaining(['KB국민은행', '카카오뱅크']),
    });
    await admin('set-site-config', {
      host: 'vn.banks.test',
      name: { en: 'Saigon' },
      phoneRegion: 'vn',
      banks: ['Vietcombank', 'Techcombank'],
    });
    expect(await siteFor('vn.banks.test')).toMatchObject({ phoneRegion: 'VN', banks: ['Vietcombank', 'Techcombank'] });
  });

  it('takes a lower-case currency code and a zone alias, and leaves what it is not given to the default site', async () => {
    await admin('set-site-config', {
      host: 'th.market.test',
      name: { en: 'Bangkok' },
      currency: 'thb',
      timeZone: 'UTC',
    });
    expect(await siteFor('th.market.test')).toMatchObject({
      currency: 'THB',
      timeZone: 'UTC',
      wallet: defaultSite.wallet,
    });
    await admin('set-site-config', { host: 'th.market.test', name: { en: 'Bangkok' }, timeZone: 'Asia/Saigon' });
    expect(await siteFor('th.market.test')).toMatchObject({ currency: 'KRW', timeZone: 'Asia/Saigon' });
  });
});

describe('the game launch mode', () => {
  it('is the pop-up window unless the site or SITE_GAME_LAUNCH says page', async () => {
    await admin('set-site-config', { host: 'play.test', name: { en: 'Play' }, gameLaunch: 'page' });
    expect(await siteFor('play.test')).toMatchObject({ gameLaunch: 'page' });
    expect(await siteFor('localhost')).toMatchObject({ gameLaunch: 'window' });
    const paged = backend.restartedWith({ SITE_GAME_LAUNCH: 'page' });
    const answer = (await (
      await paged.post('/public/get-site-config', {}, { 'x-forwarded-host': 'localhost' })
    ).json()) as Site;
    expect(answer).toMatchObject({ gameLaunch: 'page' });
  });

  it('refuses an unknown mode in set-site-config and in SITE_GAME_LAUNCH', async () => {
    const response = await setSite({ host: 'play-bad.test', name: { en: 'Play' }, gameLaunch: 'tab' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 'error', field: 'gameLaunch' });
    expect((await admin('get-site-config', { host: 'play-bad.test' })).configured).toBe(false);
    expect(() => backend.restartedWith({ SITE_GAME_LAUNCH: 'popup' })).toThrow(/SITE_GAME_LAUNCH/);
  });
});

describe('set-site-config refuses bad input, naming the field, and changes nothing', () => {
  const host = 'strict.test';
  const valid: Settings = { host, name: { ko: '스트릭트', en: 'Strict' } };

  it.each<[string, Record<string, unknown>, string]>([
    ['a host with a space', { host: 'bad host.test' }, 'host'],
    ['a host with an empty label', { host: 'a..test' }, 'host'],
    ['no host', { host: undefined }, 'host'],
    ['no name', { name: undefined }, 'name'],
    ['a name in neither ko nor en', { name: { jp: 'ストリクト' } }, 'name'],
    ['a blank name', { name: { ko: '  ', en: 'Strict' } }, 'name.ko'],
    ['a name in an unknown language', { name: { ko: '스트릭트', de: 'Streng' } }, 'name.de'],
    ['a name too long', { name: { en: 'x'.repeat(61) } }, 'name.en'],
    ...[
      '\u061C',
      '\u200E',
      '\u200F',
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ].map((mark): [string, Record<string, unknown>, string] => [
      `a name with bidi control U+${mark.codePointAt(0)!.toString(16).toUpperCase()}`,
      { name: { ko: '스트릭트', en: `Strict${mark} Casino` } },
      'name.en',
    ]),
    ['a script URL as the logo', { logoUrl: 'javascript:alert(1)' }, 'logoUrl'],
    ['a protocol-relative logo', { logoUrl: '//evil.example/logo.svg' }, 'logoUrl'],
    ['a backslash path as the logo', { logoUrl: '/\\evil.example/logo.svg' }, 'logoUrl'],
    ['a quote in the logo URL', { logoUrl: 'https://cdn.example/logo.svg"onload="x' }, 'logoUrl'],
    ['an ftp logo', { logoUrl: 'ftp://cdn.example/logo.svg' }, 'logoUrl'],
    ['a data: favicon', { faviconUrl: 'data:image/png;base64,AAAA' }, 'faviconUrl'],
    ['a relative favicon', { faviconUrl: 'favicon.ico' }, 'faviconUrl'],
    ['a colour by name', { theme: { accent: 'gold' } }, 'theme.accent'],
    ['a three-digit colour', { theme: { text: '#fff' } }, 'theme.text'],
    ['a colour with alpha', { theme: { surface: '#131a2eff' } }, 'theme.surface'],
    ['an unknown colour', { theme: { primary: '#000000' } }, 'theme.primary'],
    ['no language', { languages: [] }, 'languages'],
    ['a language twice', { languages: ['ko', 'en', 'ko'] }, 'languages'],
    ['an unknown language', { languages: ['ko', 'de'] }, 'languages.1'],
    ['a default language not enabled', { languages: ['ko', 'en'], defaultLanguage: 'jp' }, 'defaultLanguage'],
    ['th as default where only the usual five are enabled', { defaultLanguage: 'th' }, 'defaultLanguage'],
    ['a script URL as a footer link', { links: { terms: 'javascript:alert(1)' } }, 'links.terms'],
    ['an unknown footer link', { links: { faq: '/faq' } }, 'links.faq'],
    ['a malformed email', { support: { email: 'help at brand' } }, 'support.email'],
    ['an unknown messenger', { support: { messenger: { app: 'icq', handle: 'x' } } }, 'support.messenger.app'],
    ['markup as a handle', { support: { messenger: { app: 'line', handle: '<script>' } } }, 'support.messenger.handle'],
    [
      'a messenger link that is a path',
      { support: { messenger: { app: 'line', handle: 'brand', url: '/line' } } },
      'support.messenger.url',
    ],
    ['an unknown field', { colour: '#000000' }, 'colour'],
    ['a currency that is not ISO 4217', { currency: 'WON' }, 'currency'],
    ['a currency symbol', { currency: '₫' }, 'currency'],
    ['a made-up time zone', { timeZone: 'Asia/Sejong' }, 'timeZone'],
    ['an offset for a time zone', { timeZone: '+07:00' }, 'timeZone'],
    ['a zone abbreviation', { timeZone: 'KST' }, 'timeZone'],
    ['a phone region of three letters', { phoneRegion: 'KOR' }, 'phoneRegion'],
    ['a phone region that is no country', { phoneRegion: 'XX' }, 'phoneRegion'],
    ['no bank', { banks: [] }, 'banks'],
    ['a bank twice', { banks: ['Vietcombank', 'Vietcombank'] }, 'banks'],
    ['a blank bank', { banks: ['Vietcombank', ' '] }, 'banks.1'],
    ['a bank name too long', { banks: ['x'.repeat(31)] }, 'banks.0'],
    [
      'a deposit step that does not divide the minimum',
      { wallet: { ...vietnam, depositStep: 30_000 } },
      'wallet.depositStep',
    ],
    [
      'a withdraw step that does not divide the minimum',
      { wallet: { ...vietnam, withdrawStep: 30_000 } },
      'wallet.withdrawStep',
    ],
    ['a minimum of zero', { wallet: { ...vietnam, depositMin: 0 } }, 'wallet.depositMin'],
    ['a negative step', { wallet: { ...vietnam, withdrawStep: -10_000 } }, 'wallet.withdrawStep'],
    ['a fractional comp minimum', { wallet: { ...vietnam, rollMin: 0.5 } }, 'wallet.rollMin'],
    [
      'a quick amount under the deposit minimum',
      { wallet: { ...vietnam, quickAmounts: [50_000, 20_000] } },
      'wallet.quickAmounts.1',
    ],
    [
      'a quick amount off the deposit step',
      { wallet: { ...vietnam, quickAmounts: [55_000] } },
      'wallet.quickAmounts.0',
    ],
    [
      'a quick amount off the withdraw step',
      { wallet: { ...vietnam, quickAmounts: [50_000, 60_000] } },
      'wallet.quickAmounts.1',
    ],
    ['no quick amount', { wallet: { ...vietnam, quickAmounts: [] } }, 'wallet.quickAmounts'],
    ['a wallet without all its rules', { wallet: { depositMin: 50_000, depositStep: 10_000 } }, 'wallet.withdrawMin'],
    ['an unknown wallet rule', { wallet: { ...vietnam, depositMax: 1_000_000 } }, 'wallet.depositMax'],
  ])('%s → 400 %s', async (_, change, field) => {
    await admin('set-site-config', valid);
    const before = await admin('get-site-config', { host });
    const response = await setSite({ ...valid, ...change });
    expect(await response.json()).toEqual({ status: 'error', code: 'bad_request', field });
    expect(response.status).toBe(400);
    expect(await admin('get-site-config', { host })).toEqual(before);
  });
});

describe('set-site-config refuses unreadable colours (WCAG AA, 4.5:1)', () => {
  const light = {
    background: '#ffffff',
    surface: '#ffffff',
    text: '#767676',
    textMuted: '#767676',
    accent: '#767676',
    accentText: '#ffffff',
  };
  const set = (theme: Record<string, string>) => setSite({ host: 'contrast.test', name: { en: 'Contrast' }, theme });

  it('takes #767676 on white (4.54:1)', async () => {
    expect((await set(light)).status).toBe(200);
    expect((await siteFor('contrast.test')).theme).toEqual(light);
  });

  it.each<[string, Record<string, string>, string]>([
    ['#777777 on white (4.48:1)', { ...light, textMuted: '#777777' }, 'theme.textMuted'],
    ['text on a surface too close to it', { ...light, surface: '#aaaaaa' }, 'theme.text'],
    ['the accent on the background', { ...light, accent: '#ff8c00' }, 'theme.accent'],
    ['text on the accent', { ...light, accent: '#595959', accentText: '#777777' }, 'theme.accentText'],
  ])('refuses %s, naming the text colour', async (_, theme, field) => {
    await set(light);
    const response = await set(theme);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 'error', code: 'bad_request', field });
    expect((await siteFor('contrast.test')).theme).toEqual(light);
  });

  it('names the colour that was sent when the other one is today’s', async () => {
    const response = await set({ background: '#ffffff' });
    expect(await response.json()).toEqual({ status: 'error', code: 'bad_request', field: 'theme.background' });
  });
});

describe('operator routes', () => {
  it('show a host’s site as visitors get it, whether configured or not', async () => {
    backend.clock.now = new Date('2027-03-01T09:00:00.000Z');
    await admin('set-site-config', { ...brandB, host: 'shown.test' });
    const { status, features, ...site } = await siteFor('shown.test');
    expect({ status, features }).toEqual({ status: 'success', features: ALL_FEATURES });
    expect(await admin('get-site-config', { host: 'WWW.shown.test' })).toEqual({
      status: 'success',
      host: 'shown.test',
      configured: true,
      updatedAt: '2027-03-01T09:00:00.000Z',
      site,
    });
    const { status: _, features: __, ...defaults } = defaultSite;
    expect(await admin('get-site-config', { host: 'nobody.test' })).toEqual({
      status: 'success',
      host: 'nobody.test',
      configured: false,
      updatedAt: null,
      site: defaults,
    });
  });

  it('list the configured hosts, most recently set first, and delete one', async () => {
    backend.clock.now = new Date('2027-04-01T00:00:00.000Z');
    await admin('set-site-config', { host: 'older.test', name: { ko: '올더' } });
    backend.clock.now = new Date('2027-04-02T00:00:00.000Z');
    await admin('set-site-config', { host: 'newer.test', name: { en: 'Newer' } });
    const { list, maxCount } = await admin('list-site-configs', { page: 1, size: 2 });
    expect(list).toEqual([
      {
        host: 'newer.test',
        name: Object.fromEntries(siteLanguages.map((lang) => [lang, 'Newer'])),
        updatedAt: '2027-04-02T00:00:00.000Z',
      },
      {
        host: 'older.test',
        name: Object.fromEntries(siteLanguages.map((lang) => [lang, '올더'])),
        updatedAt: '2027-04-01T00:00:00.000Z',
      },
    ]);
    expect(maxCount).toBeGreaterThanOrEqual(2);

    expect(await admin('delete-site-config', { host: 'newer.test' })).toEqual({
      status: 'success',
      host: 'newer.test',
      deleted: true,
    });
    expect(await siteFor('newer.test')).toEqual(defaultSite);
    expect(await admin('delete-site-config', { host: 'newer.test' })).toEqual({
      status: 'success',
      host: 'newer.test',
      deleted: false,
    });
    expect((await admin('list-site-configs')).maxCount).toBe(maxCount - 1);
  });
});

describe('get-site-config and SITE_FEATURES', () => {
  it('names the features SITE_FEATURES lists, with the host’s site', async () => {
    await admin('set-site-config', brandA);
    const some = backend.restartedWith({ SITE_FEATURES: 'game-search' });
    const answer = (await (
      await some.post('/public/get-site-config', {}, { 'x-forwarded-host': 'brand-a.test' })
    ).json()) as Site;
    expect(answer).toMatchObject({ status: 'success', features: ['game-search'], defaultLanguage: 'en' });
    expect((await some.post('/public/search-games', {})).status).toBe(200);
    expect((await some.post('/public/get-favorite-games', {})).status).toBe(404);
  });

  it('answers 404 to it and to every extension when SITE_FEATURES is empty, as a legacy backend does', async () => {
    const legacy = backend.restartedWith({ SITE_FEATURES: '' });
    for (const op of [
      'get-site-config',
      'search-games',
      'get-favorite-games',
      'set-favorite-game',
      'get-recent-games',
    ]) {
      const response = await legacy.post(`/public/${op}`, {}, { 'x-forwarded-host': 'brand-a.test' });
      expect(response.status, op).toBe(404);
      expect(await response.json()).toEqual({ status: 'error', code: 'not_found' });
    }
    expect((await legacy.post('/public/get-casino-setting', {})).status).toBe(200);
  });
});
