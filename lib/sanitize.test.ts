// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml (server side)', () => {
  it('keeps ordinary formatting, links and images', () => {
    const html = '<p><b>이벤트</b> <a href="https://casino.example/event">보기</a> <img src="/banner.png" alt="배너"></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    '<script>window.__xss=1</script>',
    '<img src=x onerror="window.__xss=1">',
    '<a href="javascript:window.__xss=1">x</a>',
    '<a href="  JaVaScRiPt:window.__xss=1">x</a>',
    '<iframe src="https://evil.example"></iframe>',
    '<svg><script>window.__xss=1</script></svg>',
    '<svg onload="window.__xss=1"></svg>',
    '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
    '<img src="data:image/svg+xml;base64,PHN2Zy8+">',
    '<form action="https://evil.example"><input name="pw"></form>',
    '<div style="background:url(javascript:alert(1))" onclick="window.__xss=1">x</div>',
    '<a href="//evil.example">x</a>',
    '<body onload=window.__xss=1>',
    '<details open ontoggle=window.__xss=1>',
  ])('removes what could run: %s', (html) => {
    const clean = sanitizeHtml(html);
    expect(clean).not.toMatch(/<script|\son\w+=|javascript:|<iframe|<svg|<math|<form|data:|href="\/\//i);
  });

  it('returns the empty string for anything that is not a string', () => {
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml(42)).toBe('');
  });

  it('answers the same input from its cache', () => {
    const html = `<p>${'x'.repeat(50)}</p>`;
    expect(sanitizeHtml(html)).toBe(sanitizeHtml(html));
  });
});
