import { describe, expect, it } from 'vitest';
import type { Banner } from '@/lib/contract';
import { slideOf } from './bannerSlides';

const banner = (fields: Partial<Banner>) =>
  ({ id: 1, imageUrl: 'https://cdn.test/1.png', title: {}, text: {}, link: null, order: 0, ...fields }) as Banner;

describe('slideOf', () => {
  it('says title and text in the page’s language', () => {
    const slide = slideOf(banner({ title: { ko: '보너스', vn: 'Thưởng' }, text: { ko: '지금', vn: 'Ngay' } }), 'vn');
    expect([slide.title, slide.text]).toEqual(['Thưởng', 'Ngay']);
  });

  it('falls back to English, then Korean, then any, never mixing two languages in a slide', () => {
    expect(slideOf(banner({ title: { ko: '보너스', en: 'Bonus' }, text: { ko: '지금' } }), 'jp')).toMatchObject({
      title: 'Bonus',
      text: '',
    });
    expect(slideOf(banner({ title: { ko: '보너스', cn: '奖金' } }), 'th').title).toBe('보너스');
    expect(slideOf(banner({ title: { cn: '奖金' } }), 'en').title).toBe('奖金');
  });

  it('tells site paths from other sites and refuses anything else', () => {
    expect(slideOf(banner({ link: '/game' }), 'ko').link).toEqual({ href: '/game', external: false });
    expect(slideOf(banner({ link: 'https://promo.test/' }), 'ko').link).toEqual({
      href: 'https://promo.test/',
      external: true,
    });
    for (const link of ['javascript:alert(1)', '//evil.test', '/\\evil.test', 'mailto:a@b.test'])
      expect(slideOf(banner({ link }), 'ko').link).toBeNull();
  });
});
