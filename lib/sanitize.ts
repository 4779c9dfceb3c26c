import DOMPurify from 'isomorphic-dompurify';
import { LRUCache } from 'lru-cache';

/**
 * Operator HTML (notices, pop-ups, support replies) as the page may render it: DOMPurify on the server (jsdom)
 * and in the browser, with no scripts, handlers, forms, frames, SVG or MathML, and only web, mail and
 * phone links, no inline styles. Each distinct input is cleaned once.
 */
const OPTIONS = {
  FORBID_TAGS: [
    'style',
    'script',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'iframe',
    'frame',
    'object',
    'embed',
    'link',
    'meta',
    'base',
    'svg',
    'math',
    'template',
  ],
  FORBID_ATTR: ['style', 'srcset', 'action', 'formaction', 'xlink:href'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
  ALLOW_DATA_ATTR: false,
  // `id`/`name` become `user-content-…`: an operator element rendered before Next's page-data script, under that
  // script's id, would otherwise be what the client reads as page data (and its assetPrefix as where to load scripts
  // from), and an id can shadow any global the framework reads from `window`.
  SANITIZE_NAMED_PROPS: true,
};

const NAMED_PREFIX = 'user-content-';

const URL_ATTRIBUTES = new Set(['href', 'src', 'cite', 'poster', 'background', 'longdesc']);
/** `//host`, `/\\host`, `\\\\host` as a browser reads them: controls and spaces around trimmed, tabs and newlines dropped. */
const otherHost = (value: string) => /^[/\\]{2}/.test(value.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, ''));

DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
  // DOMPurify lets images keep data: URIs whatever ALLOWED_URI_REGEXP says; operator content never needs them.
  if ((data.attrName === 'src' || data.attrName === 'href') && /^\s*data:/i.test(data.attrValue)) data.keepAttr = false;
  // `/\\host` passes ALLOWED_URI_REGEXP as a path, and a browser follows it to another site.
  if (URL_ATTRIBUTES.has(data.attrName) && otherHost(data.attrValue)) data.keepAttr = false;
  // In-page links follow their prefixed targets.
  if (
    (data.attrName === 'href' || data.attrName === 'usemap') &&
    /^#./.test(data.attrValue) &&
    !data.attrValue.startsWith(`#${NAMED_PREFIX}`)
  ) {
    data.attrValue = `#${NAMED_PREFIX}${data.attrValue.slice(1)}`;
  }
});

const cache = new LRUCache<string, string>({ max: 500 });

export function sanitizeHtml(html: unknown): string {
  if (typeof html !== 'string' || html === '') return '';
  const cached = cache.get(html);
  if (cached !== undefined) return cached;
  const clean = DOMPurify.sanitize(html, OPTIONS) as string;
  cache.set(html, clean);
  return clean;
}

/** A string, or each language's string of an object (notices and pop-ups may be written per language). */
function sanitizeLocalized(value: unknown): unknown {
  if (typeof value === 'string') return sanitizeHtml(value);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([lang, html]) => [lang, typeof html === 'string' ? sanitizeHtml(html) : html]),
  );
}

/** Where operator HTML sits in the answers: list field and item field. */
const HTML_FIELDS: Readonly<Record<string, readonly [string, string]>> = {
  'get-user-notices': ['notices', 'contents'],
  'get-notice-popup': ['note', 'contents'],
  'get-user-note': ['notes', 'contents'],
  'get-note-list': ['notes', 'contents'],
  'get-help-list': ['helps', 'answer'],
  'get-public-help-list': ['helps', 'answer'],
};

/** An answer with its operator HTML cleaned: done on the server, so no page or browser ever gets it raw. */
export function sanitizeAnswer<T>(op: string, answer: T): T {
  const [list, field] = HTML_FIELDS[op] ?? [];
  const items = list ? (answer as Record<string, unknown>)[list] : undefined;
  if (!field || !Array.isArray(items)) return answer;
  const clean = items.map((item: Record<string, unknown>) => ({ ...item, [field]: sanitizeLocalized(item[field]) }));
  return { ...answer, [list]: clean };
}
