// @vitest-environment node
import { createRequire } from 'node:module';
import { addHook, removeHook } from 'isomorphic-dompurify';
import { describe, expect, it } from 'vitest';
import { inspectMarkup, XSS_VECTORS, xssItems, xssMarker } from '@/tests/support/xss-vectors';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml (server side)', () => {
  it('keeps ordinary formatting, links and images', () => {
    const html =
      '<p><b>이벤트</b> <a href="https://casino.example/event">보기</a> <img src="/banner.png" alt="배너"></p>';
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

  it.each([
    '/\\evil.test/phish',
    '/\\\\evil.test',
    '\\\\evil.test',
    '\\/evil.test',
    '/\\/evil.test',
    '/&#9;\\evil.test',
    '/&#10;/evil.test',
    '/&#13;&#10;\\evil.test',
    ' /\\evil.test',
    '&#1;/\\evil.test',
    '/&#x5C;evil.test',
    '/&bsol;evil.test',
    '//evil.test',
  ])('drops a link or image a browser would fetch from another site: %s', (url) => {
    expect(
      sanitizeHtml(`<a href="${url}">보기</a><img src="${url}" alt="배너"><blockquote cite="${url}">x</blockquote>`),
    ).toBe('<a>보기</a><img alt="배너"><blockquote>x</blockquote>');
  });

  it.each(['/notice?id=3', '/%5Cevil.test', '/a\\b', 'https://casino.example/event', '#top'])(
    'keeps a link on the site or to the web: %s',
    (url) => {
      expect(sanitizeHtml(`<a href="${url}">보기</a>`)).toMatch(/^<a href="[^"]+">보기<\/a>$/);
    },
  );

  it('prefixes ids and names, so no operator element takes a name the page or the framework uses; in-page links follow', () => {
    expect(
      sanitizeHtml('<p id="__next">{}</p><a href="#faq">FAQ</a><h3 id="faq">FAQ</h3><img name="cookie" src="/a.png">'),
    ).toBe(
      '<p id="user-content-__next">{}</p><a href="#user-content-faq">FAQ</a><h3 id="user-content-faq">FAQ</h3><img src="/a.png" name="user-content-cookie">',
    );
  });

  it('returns the empty string for anything that is not a string', () => {
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml(42)).toBe('');
  });

  it('cleans each distinct input once, and keeps only the 500 most recent', () => {
    let cleaned = 0;
    addHook('beforeSanitizeElements', () => void cleaned++);
    try {
      const html = `<p>${'x'.repeat(50)}</p>`;
      expect(sanitizeHtml(html)).toBe(html);
      cleaned = 0;
      expect(sanitizeHtml(html)).toBe(html);
      expect(cleaned).toBe(0);
      for (let i = 0; i < 500; i++) sanitizeHtml(`<p>${i}</p>`);
      cleaned = 0;
      sanitizeHtml('<p>499</p>');
      expect(cleaned).toBe(0);
      expect(sanitizeHtml(html)).toBe(html);
      expect(cleaned).toBeGreaterThan(0);
    } finally {
      removeHook('beforeSanitizeElements');
    }
  });
});

interface ParsedWindow {
  document: Document;
  __xss?: unknown;
  __xssHit?: (name: string) => void;
}
type Jsdom = new (
  html: string,
  options: { runScripts?: 'dangerously'; virtualConsole: object; beforeParse: (window: ParsedWindow) => void },
) => { window: ParsedWindow };
// jsdom ships no types; the unit project already depends on it.
const { JSDOM, VirtualConsole } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: Jsdom;
  VirtualConsole: new () => object;
};

const FORBIDDEN = [
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'svg',
  'math',
  'style',
  'base',
  'meta',
  'link',
  'form',
  'button',
  'input',
  'template',
];

/**
 * What a browser would build from the sanitised HTML, parsed twice: without scripting (as the server's jsdom does)
 * and with it (as a browser does, where <noscript> is raw text); the second parse runs any script that survived.
 */
function findingsIn(clean: string): string[] {
  const findings: string[] = [];
  for (const scripting of [false, true]) {
    const { window } = new JSDOM(
      `<!doctype html><html><head></head><body><div id="__next">${clean}</div></body></html>`,
      {
        ...(scripting ? { runScripts: 'dangerously' as const } : {}),
        // Unsanitised vectors throw in jsdom's scripts; their errors are not the test's business.
        virtualConsole: new VirtualConsole(),
        beforeParse: (win) => {
          win.__xssHit = (name) => {
            win.__xss = name;
          };
        },
      },
    );
    findings.push(
      ...inspectMarkup(window.document.documentElement, { forbidden: FORBIDDEN }).map(
        (finding) => `${scripting ? 'scripting' : 'no scripting'}: ${finding}`,
      ),
    );
    for (const element of Array.from(window.document.body.querySelectorAll('*'))) {
      if (element.hasAttribute('style')) findings.push(`<${element.localName}> keeps a style attribute`);
    }
    if (window.__xss !== undefined) findings.push(`ran ${String(window.__xss)}`);
  }
  return findings;
}

describe('the XSS corpus (tests/support/xss-vectors.ts)', () => {
  it('holds at least 50 distinct vectors', () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(50);
    expect(new Set(XSS_VECTORS.map((vector) => vector.name)).size).toBe(XSS_VECTORS.length);
    expect(new Set(XSS_VECTORS.map((vector) => vector.html)).size).toBe(XSS_VECTORS.length);
  });

  it('would be caught: unsanitised, the check finds every vector but the ones that are only text to a parser', () => {
    const missed = XSS_VECTORS.filter(
      (vector) => findingsIn(`<p>${xssMarker(vector.name)}</p>${vector.html}`).length === 0,
    ).map((vector) => vector.name);
    // Inert to an HTML parser: they turn into markup only after a careless filter (a regex that strips tags, a decoder
    // run twice, a serialiser that leaves markup in attribute values) or next to other markup.
    expect(missed.sort()).toEqual([
      'attr-markup-in-value',
      'broken-end-tag-attributes',
      'broken-plaintext',
      'broken-unclosed-comment',
      'broken-unclosed-quote',
      'entity-double-encoded',
      'entity-escaped-tag',
      'script-in-cdata',
      'script-in-comment',
      'script-nested-split',
      'unicode-fullwidth-brackets',
    ]);
  }, 30_000);

  it.each(XSS_VECTORS.map((vector) => [vector.name, vector.html]))('%s: nothing left that can run', (name, html) => {
    const clean = sanitizeHtml(`<p>${xssMarker(name)}</p>${html}`);
    expect(findingsIn(clean), clean).toEqual([]);
    // Sanitising what came out changes nothing more: no mutation waits for a second parse.
    expect(sanitizeHtml(clean)).toBe(clean);
  });

  it.each([5, 6, 8])(
    'the corpus in %i pieces, as the end-to-end test posts it, comes out clean with every vector in place',
    (count) => {
      const items = xssItems(count);
      expect(items.flatMap((item) => item.names).sort()).toEqual(XSS_VECTORS.map((vector) => vector.name).sort());
      for (const item of items) {
        const clean = sanitizeHtml(item.html);
        expect(findingsIn(clean)).toEqual([]);
        // No vector swallowed the ones after it: each was parsed where it was written.
        expect(item.names.filter((name) => !clean.includes(xssMarker(name)))).toEqual([]);
      }
    },
  );
});
