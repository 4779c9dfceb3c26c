import { describe, expect, it } from 'vitest';
import { DEFAULT_WALLET_RULES } from './contract/market';
import { DEFAULT_BANKS, DEFAULT_FOOTER_LINKS, DEFAULT_THEME } from './contract/terms';
import { contract } from './contract';
import { servesLanguage, siteFromEnv, siteOf, type Site } from './site';

const today: Site = {
  names: {},
  logoUrl: null,
  faviconUrl: null,
  theme: { ...DEFAULT_THEME },
  languages: ['ko', 'en', 'jp', 'vn', 'cn'],
  defaultLanguage: 'ko',
  links: { ...DEFAULT_FOOTER_LINKS },
  support: { email: null, messenger: null },
  market: {
    currency: 'KRW',
    timeZone: 'Asia/Seoul',
    wallet: DEFAULT_WALLET_RULES,
    phoneRegion: 'KR',
    banks: [...DEFAULT_BANKS],
  },
  gameLaunch: 'window',
};

describe('siteFromEnv', () => {
  it('is today’s site without SITE_* variables (names from the bundles), and ignores empty ones and other variables', () => {
    expect(siteFromEnv({})).toEqual(today);
    expect(siteFromEnv({ SITE_NAME: '', SITE_THEME: '', NAME: 'x', SITE_FEATURES: 'none' })).toEqual(today);
  });

  it('takes one name for every language, or a JSON object per language', () => {
    expect(siteFromEnv({ SITE_NAME: ' Lucky Star ' }).names).toEqual({
      ko: 'Lucky Star',
      en: 'Lucky Star',
      jp: 'Lucky Star',
      vn: 'Lucky Star',
      cn: 'Lucky Star',
      th: 'Lucky Star',
    });
    expect(siteFromEnv({ SITE_NAME: '{"ko":"럭키 스타","en":"Lucky Star"}' }).names).toEqual({
      ko: '럭키 스타',
      en: 'Lucky Star',
    });
  });

  it('names the variable of a malformed name, language list, theme or e-mail', () => {
    expect(() => siteFromEnv({ SITE_NAME: '{"ko":' })).toThrow(/SITE_NAME/);
    expect(() => siteFromEnv({ SITE_NAME: '{"xx":"Name"}' })).toThrow(/SITE_NAME/);
    expect(() => siteFromEnv({ SITE_NAME: 'x'.repeat(61) })).toThrow(/SITE_NAME/);
    expect(() => siteFromEnv({ SITE_LANGUAGES: 'ko,de' })).toThrow(/SITE_LANGUAGES/);
    expect(() => siteFromEnv({ SITE_THEME: 'accent=gold' })).toThrow(/SITE_THEME/);
    expect(() => siteFromEnv({ SITE_THEME: 'glow=#ffffff' })).toThrow(/SITE_THEME/);
    expect(() => siteFromEnv({ SITE_SUPPORT_EMAIL: 'not-an-address' })).toThrow(/SITE_SUPPORT_EMAIL/);
    expect(() => siteFromEnv({ SITE_LOGO_URL: 'javascript:alert(1)' })).toThrow(/SITE_LOGO_URL/);
  });

  it('takes the languages in their order, the first as default unless one is named among them', () => {
    expect(siteFromEnv({ SITE_LANGUAGES: 'th, en th' })).toMatchObject({
      languages: ['th', 'en'],
      defaultLanguage: 'th',
    });
    expect(siteFromEnv({ SITE_LANGUAGES: 'th,en', SITE_DEFAULT_LANGUAGE: 'en' })).toMatchObject({
      languages: ['th', 'en'],
      defaultLanguage: 'en',
    });
    expect(siteFromEnv({ SITE_DEFAULT_LANGUAGE: 'vn' })).toMatchObject({
      languages: ['en', 'jp', 'vn', 'cn'],
      defaultLanguage: 'vn',
    });
    expect(() => siteFromEnv({ SITE_LANGUAGES: 'ko,en', SITE_DEFAULT_LANGUAGE: 'th' })).toThrow(
      /SITE_DEFAULT_LANGUAGE/,
    );
  });

  it('completes a partial theme with today’s colours and refuses one under WCAG AA', () => {
    expect(siteFromEnv({ SITE_THEME: 'accent=#3DDC97,accentText=#05140d' }).theme).toEqual({
      ...DEFAULT_THEME,
      accent: '#3ddc97',
      accentText: '#05140d',
    });
    expect(() => siteFromEnv({ SITE_THEME: 'textMuted=#333333' })).toThrow(/textMuted on background is under WCAG AA/);
  });

  it('takes the currency and time zone of a legacy backend’s site, with today’s wallet rules', () => {
    expect(siteFromEnv({ SITE_CURRENCY: 'vnd', SITE_TIME_ZONE: 'Asia/Ho_Chi_Minh' }).market).toEqual({
      currency: 'VND',
      timeZone: 'Asia/Ho_Chi_Minh',
      wallet: DEFAULT_WALLET_RULES,
      phoneRegion: 'KR',
      banks: [...DEFAULT_BANKS],
    });
    expect(siteFromEnv({ SITE_PHONE_REGION: 'vn', SITE_BANKS: 'Vietcombank, BIDV' }).market).toMatchObject({
      phoneRegion: 'VN',
      banks: ['Vietcombank', 'BIDV'],
    });
    expect(() => siteFromEnv({ SITE_PHONE_REGION: 'VNM' })).toThrow(/SITE_PHONE_REGION/);
    expect(() => siteFromEnv({ SITE_BANKS: 'BIDV,BIDV' })).toThrow(/SITE_BANKS/);
    expect(() => siteFromEnv({ SITE_CURRENCY: 'WON' })).toThrow(/SITE_CURRENCY/);
    expect(() => siteFromEnv({ SITE_TIME_ZONE: '+07:00' })).toThrow(/SITE_TIME_ZONE/);
  });

  it('takes the logo, favicon and support e-mail', () => {
    expect(
      siteFromEnv({
        SITE_LOGO_URL: '/brand/logo.svg',
        SITE_FAVICON_URL: 'https://cdn.example/icon.png',
        SITE_SUPPORT_EMAIL: 'help@example.com',
      }),
    ).toMatchObject({
      logoUrl: '/brand/logo.svg',
      faviconUrl: 'https://cdn.example/icon.png',
      support: { email: 'help@example.com', messenger: null },
    });
  });
});

describe('siteOf', () => {
  const defaults = siteFromEnv({
    SITE_NAME: 'Env Casino',
    SITE_SUPPORT_EMAIL: 'env@example.com',
    SITE_LOGO_URL: '/env-logo.svg',
  });

  it('is the environment’s site for a legacy backend (404) or one that could not be asked', () => {
    expect(siteOf(null, defaults)).toBe(defaults);
  });

  it('takes what the backend answered and the environment’s value for each field it left out', () => {
    const site = siteOf(
      {
        status: 'success',
        features: [],
        name: { ko: '브랜드 A', en: 'Brand A', jp: 'Brand A', vn: 'Brand A', cn: 'Brand A', th: 'Brand A' },
        languages: ['en', 'th'],
      },
      defaults,
    );
    expect(site).toEqual({
      ...defaults,
      names: { ko: '브랜드 A', en: 'Brand A', jp: 'Brand A', vn: 'Brand A', cn: 'Brand A', th: 'Brand A' },
      languages: ['en', 'th'],
      // The environment's ko is not among the answer's languages.
      defaultLanguage: 'en',
    });
    expect(siteOf({ status: 'success', features: ['banners'] }, defaults)).toEqual(defaults);
  });

  it('takes the market the backend answered, field by field, and the environment’s for what it left out', () => {
    const vietnam = { ...DEFAULT_WALLET_RULES, depositMin: 50_000, quickAmounts: [50_000, 100_000] };
    const answer = {
      status: 'success' as const,
      features: [],
      currency: 'VND',
      timeZone: 'Asia/Ho_Chi_Minh',
      wallet: vietnam,
      phoneRegion: 'VN',
      banks: ['Vietcombank'],
    };
    expect(siteOf(answer, defaults).market).toEqual({
      currency: 'VND',
      timeZone: 'Asia/Ho_Chi_Minh',
      wallet: vietnam,
      phoneRegion: 'VN',
      banks: ['Vietcombank'],
    });
    const thai = siteFromEnv({ SITE_CURRENCY: 'THB', SITE_TIME_ZONE: 'Asia/Bangkok' });
    expect(siteOf({ status: 'success', features: [], timeZone: 'UTC' }, thai).market).toEqual({
      currency: 'THB',
      timeZone: 'UTC',
      wallet: DEFAULT_WALLET_RULES,
      phoneRegion: 'KR',
      banks: [...DEFAULT_BANKS],
    });
  });

  it('launches games in a window unless the backend answers gameLaunch page; an unknown mode is dropped', () => {
    const answer = (gameLaunch: unknown) =>
      contract['get-site-config'].response.parse({ status: 'success', features: [], gameLaunch });
    expect(siteOf({ status: 'success', features: [] }, defaults).gameLaunch).toBe('window');
    expect(siteOf(answer('page'), defaults).gameLaunch).toBe('page');
    expect(siteOf(answer('tab'), defaults).gameLaunch).toBe('window');
    expect(siteOf(null, defaults).gameLaunch).toBe('window');
  });

  it('keeps an answer’s explicit null logo and favicon (the generated ones), and merges its links over the defaults', () => {
    const site = siteOf(
      {
        status: 'success',
        features: [],
        logoUrl: null,
        faviconUrl: '/b.ico',
        links: { terms: 'https://brand.example/terms', privacy: undefined, responsible: undefined, contact: undefined },
      },
      defaults,
    );
    expect(site.logoUrl).toBeNull();
    expect(site.faviconUrl).toBe('/b.ico');
    expect(site.links).toEqual({ ...DEFAULT_FOOTER_LINKS, terms: 'https://brand.example/terms' });
  });

  it('takes the support contact field by field; a messenger without a chat address has url null', () => {
    const site = siteOf(
      {
        status: 'success',
        features: [],
        support: { email: undefined, messenger: { app: 'telegram', handle: '@brand', url: undefined } },
      },
      defaults,
    );
    expect(site.support).toEqual({
      email: 'env@example.com',
      messenger: { app: 'telegram', handle: '@brand', url: null },
    });
    expect(
      siteOf({ status: 'success', features: [], support: { email: null, messenger: null } }, defaults).support,
    ).toEqual({ email: null, messenger: null });
  });

  it('uses the answer’s default language when it is among the languages', () => {
    expect(
      siteOf({ status: 'success', features: [], languages: ['en', 'th'], defaultLanguage: 'th' }, defaults)
        .defaultLanguage,
    ).toBe('th');
  });

  it('gives the unprefixed URLs to a default language other than Korean: Korean is then not served on that host', () => {
    const site = siteOf(
      { status: 'success', features: [], languages: ['ko', 'en', 'th'], defaultLanguage: 'en' },
      defaults,
    );
    expect(site).toMatchObject({ languages: ['en', 'th'], defaultLanguage: 'en' });
    expect(servesLanguage(site, 'ko')).toBe(false);
    expect(servesLanguage(site, 'th')).toBe(true);
    expect(
      siteOf({ status: 'success', features: [], languages: ['th', 'ko'], defaultLanguage: 'ko' }, defaults),
    ).toMatchObject({ languages: ['th', 'ko'], defaultLanguage: 'ko' });
  });
});

describe('servesLanguage', () => {
  it('serves the site’s languages, and Thai pages by URL only on the default list', () => {
    expect(servesLanguage(today, 'ko')).toBe(true);
    expect(servesLanguage(today, 'th')).toBe(true);
    expect(servesLanguage({ languages: ['en', 'cn', 'vn', 'jp', 'ko'] }, 'th')).toBe(true);
    expect(servesLanguage({ languages: ['ko', 'en'] }, 'th')).toBe(false);
    expect(servesLanguage({ languages: ['ko', 'en'] }, 'jp')).toBe(false);
    expect(servesLanguage({ languages: ['th', 'en'] }, 'ko')).toBe(false);
  });
});
