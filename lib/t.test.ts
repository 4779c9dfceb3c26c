import { describe, expect, it, vi } from 'vitest';
import { cachedT } from './t';

type Translate = Parameters<typeof cachedT>[0];

const texts: Record<string, string> = { 'nav.home': '홈', 'nav.deposit': '입금신청' };

function spyT() {
  return vi.fn((key: string, options?: { count?: number }) => (options ? `${texts[key]}×${options.count}` : (texts[key] ?? key)));
}

describe('cachedT (the production server)', () => {
  it('looks a plain key up once per language', () => {
    const t = spyT();
    const cached = cachedT(t as unknown as Translate, 'ko-test-1');
    expect(cached('nav.home')).toBe('홈');
    expect(cached('nav.home')).toBe('홈');
    expect(t).toHaveBeenCalledTimes(1);
    // A new request's instance and t: the text is already known.
    const next = spyT();
    expect(cachedT(next as unknown as Translate, 'ko-test-1')('nav.home')).toBe('홈');
    expect(next).not.toHaveBeenCalled();
  });

  it('always asks i18next when there are options, and never keeps a missing key', () => {
    const t = spyT();
    const cached = cachedT(t as unknown as Translate, 'ko-test-2');
    expect(cached('nav.deposit', { count: 2 })).toBe('입금신청×2');
    expect(cached('nav.deposit', { count: 3 })).toBe('입금신청×3');
    expect(cached('wallet.deposit.title')).toBe('wallet.deposit.title');
    expect(cached('wallet.deposit.title')).toBe('wallet.deposit.title');
    expect(t).toHaveBeenCalledTimes(4);
  });

  it('keeps languages apart', () => {
    const ko = cachedT(spyT() as unknown as Translate, 'ko-test-3');
    const en = cachedT(vi.fn(() => 'Home') as unknown as Translate, 'en-test-3');
    expect(ko('nav.home')).toBe('홈');
    expect(en('nav.home')).toBe('Home');
  });
});
