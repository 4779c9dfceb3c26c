import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from './contract/terms';
import { faviconOf, faviconVersionOf } from './favicon';

const green = { ...DEFAULT_THEME, background: '#04140C', accent: '#3ddc97' };

describe('faviconOf', () => {
  it('is the brand mark in the host’s colours, like its app icons, named by those colours', () => {
    expect(faviconOf({ theme: green, faviconUrl: null })).toEqual({
      href: '/icons/favicon.svg?v=04140c3ddc97',
      type: 'image/svg+xml',
    });
    expect(faviconVersionOf({ ...green, accent: '#3ddc98' })).not.toBe(faviconVersionOf(green));
  });

  it('is the static gold mark for the default colours, and the operator’s own favicon when it names one', () => {
    expect(faviconOf({ theme: DEFAULT_THEME, faviconUrl: null })).toEqual({
      href: '/favicon.svg',
      type: 'image/svg+xml',
    });
    expect(faviconOf({ theme: green, faviconUrl: 'https://cdn.brand.test/f.png' })).toEqual({
      href: 'https://cdn.brand.test/f.png',
    });
  });
});
