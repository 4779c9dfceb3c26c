import { describe, expect, it } from 'vitest';
import type { Banner } from '@/lib/contract';
import { cleanBanners, MAX_BANNERS } from './cleanBanners';

const banner = (id: number, fields: Record<string, unknown> = {}) =>
  ({
    id,
    imageUrl: `https://cdn.test/${id}.png`,
    title: { ko: '보너스', en: 'Bonus' },
    text: {},
    link: null,
    order: id,
    ...fields,
  }) as Banner;
const clean = (banners: Banner[], host = 'casino.test') => cleanBanners({ status: 'success', banners }, host).banners;

describe('cleanBanners', () => {
  it('keeps a banner as the contract has it, and nothing beyond', () => {
    const given = banner(1, { text: { en: ' Play now ' }, link: '/game', extra: '<script>', note: { html: true } });
    expect(clean([given])).toEqual([
      {
        id: 1,
        imageUrl: 'https://cdn.test/1.png',
        title: { ko: '보너스', en: 'Bonus' },
        text: { en: 'Play now' },
        link: '/game',
        order: 1,
      },
    ]);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,x',
    '//evil.test/',
    '/\\evil.test',
    'ftp://files.test/',
    'https://x.test/"onmouseover="a',
    ' /game',
    42,
  ])('drops the link %s and keeps the banner', (link) => {
    expect(clean([banner(1, { link })])[0].link).toBeNull();
  });

  it('keeps http(s) links and site paths', () => {
    expect(
      clean([banner(1, { link: 'https://promo.test/a?b=1' }), banner(2, { link: '/game?company=x' })]).map(
        (each) => each.link,
      ),
    ).toEqual(['https://promo.test/a?b=1', '/game?company=x']);
  });

  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', '/local.png', 'http://x.test/a b.png'])(
    'drops a banner whose image is %s',
    (imageUrl) => {
      expect(clean([banner(1, { imageUrl }), banner(2)]).map((each) => each.id)).toEqual([2]);
    },
  );

  it('keeps texts only in the site languages, trimmed and within their length; no title in any is no banner', () => {
    const [kept] = clean([
      banner(1, { title: { vn: ' Thưởng ', xx: 'x', en: '  ', ko: 7 }, text: { th: 'ข'.repeat(600), de: 'Text' } }),
    ]);
    expect(kept.title).toEqual({ vn: 'Thưởng' });
    expect(kept.text).toEqual({ th: 'ข'.repeat(500) });
    expect(clean([banner(2, { title: { de: 'Bonus', en: ' ' } })])).toEqual([]);
  });

  it('passes on only this host’s banners when a backend sends every domain’s, as notices', () => {
    const banners = [
      banner(1, { domain: 'one.test' }),
      banner(2, { domain: 'two.test|www.casino.test' }),
      banner(3, { domain: '' }),
      banner(4),
    ];
    expect(clean(banners, 'casino.test:3000').map((each) => each.id)).toEqual([2, 3, 4]);
  });

  it(`keeps at most ${MAX_BANNERS}`, () => {
    expect(clean(Array.from({ length: 30 }, (_, index) => banner(index + 1)))).toHaveLength(MAX_BANNERS);
  });
});
