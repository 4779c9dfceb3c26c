// The XSS corpus for operator HTML (notices, pop-ups, support replies, notes): lib/sanitize.test.ts runs it through
// the sanitiser, tests/e2e/xss.spec.ts posts it through the admin routes and opens every place it shows.
// Each vector sets the canary (`window.__xss`, through `__xssHit(name)` where possible) if anything of it runs.

export interface XssVector {
  name: string;
  html: string;
  /** Unclosed markup that eats whatever follows it, so the e2e items put it last. */
  swallows?: true;
}

const hit = (name: string) => `__xssHit('${name}')`;
/** For places already inside single quotes. */
const hitQuoted = (name: string) => `__xssHit("${name}")`;
/** Same-origin frames (srcdoc, javascript: URLs) call their parent's canary. */
const hitParent = (name: string) => `parent.__xssHit('${name}')`;
const base64 = (text: string) => btoa(text);
const svgDoc = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">${body}</svg>`;
const CLOSE_MATH = '</style></svg></mglyph></table></mtext></math>';
const GIF = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

const entities = (text: string, radix: 10 | 16) =>
  [...text].map((c) => (radix === 10 ? `&#${c.charCodeAt(0)};` : `&#x${c.charCodeAt(0).toString(16)};`)).join('');

const vectors: Array<[name: string, html: (name: string) => string, swallows?: true]> = [
  // <script> in its variants
  ['script-plain', (n) => `<script>${hit(n)}</script>`],
  ['script-uppercase', (n) => `<SCRIPT>${hit(n)}</SCRIPT>`],
  ['script-mixed-case', (n) => `<ScRiPt type="text/javascript">${hit(n)}</sCrIpT>`],
  ['script-whitespace-in-tag', (n) => `<script\n type="module" >${hit(n)}</script\t>`],
  ['script-nested-split', (n) => `<scr<script>ipt>${hit(n)}</scr</script>ipt>`],
  ['script-doubled-brackets', (n) => `<<script>script>${hit(n)}<</script>/script>`],
  ['script-src-data', (n) => `<script src="data:text/javascript,${encodeURIComponent(hit(n))}"></script>`],
  ['script-in-comment', (n) => `<!--<script>${hit(n)}</script>-->`],
  ['script-after-abrupt-comment', (n) => `<!--><script>${hit(n)}</script>-->`],
  ['script-in-cdata', (n) => `<![CDATA[<script>${hit(n)}</script>]]>`],
  ['script-svg-cdata', (n) => `<svg><![CDATA[</svg><script>${hit(n)}</script>]]></svg>`],
  ['script-in-svg', (n) => `<svg><script>${hit(n)}</script></svg>`],
  [
    'script-svg-xlink-href',
    (n) => `<svg><script xlink:href="data:text/javascript,${encodeURIComponent(hit(n))}"></script></svg>`,
  ],
  ['script-in-template', (n) => `<template><script>${hit(n)}</script></template>`],

  // event handlers
  ['img-onerror', (n) => `<img src=x onerror=${hit(n)}>`],
  ['img-onerror-sets-canary', (n) => `<img src="x" onerror="window.__xss='${n}'">`],
  ['img-onerror-mixed-case', (n) => `<IMG SRC=x OnErRoR="${hit(n)}">`],
  ['img-onerror-slashes', (n) => `<img/src="x"/onerror="${hit(n)}">`],
  ['img-onerror-no-space', (n) => `<img src="x"onerror="${hit(n)}">`],
  ['img-onerror-newlines', (n) => `<img\nsrc=x\nonerror=${hit(n)}>`],
  ['img-onerror-entity-body', (n) => `<img src=x onerror="${entities(hit(n), 10)}">`],
  ['img-onerror-unicode-escape', (n) => `<img src=x onerror="\\u005f\\u005fxssHit('${n}')">`],
  ['img-onload-gif', (n) => `<img src="${GIF}" onload="${hit(n)}">`],
  // also a layout test: an image far wider than any screen
  ['img-huge-onload', (n) => `<img src="/favicon.svg" width="4000" height="2400" alt="" onload="${hit(n)}">`],
  ['body-onload', (n) => `<body onload="${hit(n)}">`],
  ['svg-onload', (n) => `<svg onload="${hit(n)}"></svg>`],
  ['svg-slash-onload', (n) => `<svg/onload=${hit(n)}>`],
  ['input-autofocus-onfocus', (n) => `<input autofocus onfocus="${hit(n)}">`],
  ['textarea-autofocus-onfocus', (n) => `<textarea autofocus onfocus="${hit(n)}">x</textarea>`],
  [
    'contenteditable-autofocus-onfocus',
    (n) => `<div contenteditable autofocus tabindex="0" onfocus="${hit(n)}">x</div>`,
  ],
  ['a-onmouseover', (n) => `<a onmouseover="${hit(n)}">hover</a>`],
  ['div-onpointerenter', (n) => `<div onpointerenter="${hit(n)}" style="position:fixed;inset:0">x</div>`],
  ['details-ontoggle', (n) => `<details open ontoggle="${hit(n)}"><summary>x</summary>x</details>`],
  [
    'onanimationstart',
    (n) =>
      `<style>@keyframes xss{from{opacity:.9}}</style><div style="animation:xss 1s" onanimationstart="${hit(n)}">x</div>`,
  ],
  ['svg-animate-onbegin', (n) => `<svg><animate onbegin="${hit(n)}" attributeName="x" dur="1s"/></svg>`],
  ['svg-set-onbegin', (n) => `<svg><set onbegin="${hit(n)}" attributeName="x" to="1"/></svg>`],
  ['video-source-onerror', (n) => `<video><source onerror="${hit(n)}"></video>`],
  ['audio-onerror', (n) => `<audio src="x" onerror="${hit(n)}"></audio>`],
  ['marquee-onstart', (n) => `<marquee onstart="${hit(n)}">x</marquee>`],
  [
    'custom-element-onfocus',
    (n) => `<x-widget tabindex="0" autofocus onfocus="${hit(n)}" onclick="${hit(n)}">x</x-widget>`,
  ],
  [
    'popover-onbeforetoggle',
    (n) => `<button popovertarget="xsspop">x</button><div popover id="xsspop" onbeforetoggle="${hit(n)}">x</div>`,
  ],
  ['iframe-onload', (n) => `<iframe onload="${hit(n)}"></iframe>`],

  // javascript: URLs in every attribute that takes one
  ['a-href-javascript', (n) => `<a href="javascript:${hit(n)}">x</a>`],
  ['a-href-mixed-case', (n) => `<a href="JaVaScRiPt:${hit(n)}">x</a>`],
  ['a-href-entity-decimal', (n) => `<a href="&#106;avascript:${hit(n)}">x</a>`],
  ['a-href-entity-hex-padded', (n) => `<a href="&#x0006A;avascript&#x3A;${hit(n)}">x</a>`],
  [
    'a-href-entities-no-semicolons',
    (n) => `<a href="${[...'javascript:'].map((c) => `&#${c.charCodeAt(0)}`).join('')}${hit(n)}">x</a>`,
  ],
  ['a-href-colon-entity', (n) => `<a href="javascript&colon;${hit(n)}">x</a>`],
  ['a-href-tab-split', (n) => `<a href="java\tscript:${hit(n)}">x</a>`],
  ['a-href-newline-entity-split', (n) => `<a href="java&#10;scr&#x09;ipt:${hit(n)}">x</a>`],
  ['a-href-leading-control', (n) => `<a href="&#x01; \n javascript:${hit(n)}">x</a>`],
  ['a-href-percent-encoded-body', (n) => `<a href="javascript:%5f%5fxssHit('${n}')">x</a>`],
  ['a-href-unquoted', (n) => `<a href=javascript:${hit(n)}>x</a>`],
  // also a layout test: one unbroken line far longer than any screen
  ['a-href-long-unbroken-line', (n) => `<a href="javascript:${hit(n)}">javascript:${hit(n)}${'_'.repeat(320)}</a>`],
  ['iframe-src-javascript', (n) => `<iframe src="javascript:${hitParent(n)}"></iframe>`],
  ['form-action-javascript', (n) => `<form action="javascript:${hit(n)}"><input type="submit" value="x"></form>`],
  ['button-formaction', (n) => `<form><button formaction="javascript:${hit(n)}">x</button></form>`],
  [
    'button-form-attribute-formaction',
    (n) => `<form id="xssform"></form><button form="xssform" formaction="javascript:${hit(n)}">x</button>`,
  ],
  [
    'area-href',
    (n) => `<map name="xssmap"><area href="javascript:${hit(n)}" shape="default"></map><img usemap="#xssmap" src="x">`,
  ],
  ['object-data-javascript', (n) => `<object data="javascript:${hit(n)}"></object>`],
  ['embed-src-javascript', (n) => `<embed src="javascript:${hit(n)}">`],
  ['video-poster-javascript', (n) => `<video poster="javascript:${hit(n)}"></video>`],
  ['link-href-javascript', (n) => `<link rel="stylesheet" href="javascript:${hit(n)}">`],
  ['base-href-javascript', (n) => `<base href="javascript:${hit(n)}//"><a href="x">x</a>`],
  ['meta-refresh-javascript', (n) => `<meta http-equiv="refresh" content="0;url=javascript:${hit(n)}">`],

  // data: URLs and frames
  ['iframe-srcdoc', (n) => `<iframe srcdoc="<script>${hitParent(n)}</script>"></iframe>`],
  ['iframe-srcdoc-entities', (n) => `<iframe srcdoc="&lt;img src=x onerror=${hitParent(n)}&gt;"></iframe>`],
  ['iframe-src-data-html', (n) => `<iframe src="data:text/html,<script>${hit(n)}</script>"></iframe>`],
  ['a-href-data-html-base64', (n) => `<a href="data:text/html;base64,${base64(`<script>${hit(n)}</script>`)}">x</a>`],
  ['a-href-data-uppercase-padded', (n) => `<a href=" DATA:text/html,<script>${hit(n)}</script>">x</a>`],
  ['object-data-html', (n) => `<object data="data:text/html;base64,${base64(`<script>${hit(n)}</script>`)}"></object>`],
  ['embed-data-svg', (n) => `<embed src="data:image/svg+xml;base64,${base64(svgDoc(`<script>${hit(n)}</script>`))}">`],
  ['img-src-data-svg', (n) => `<img src="data:image/svg+xml;base64,${base64(svgDoc(`<script>${hit(n)}</script>`))}">`],
  ['form-action-data', (n) => `<form action="data:text/html,<script>${hit(n)}</script>"><button>x</button></form>`],
  [
    'meta-refresh-data',
    (n) => `<meta http-equiv="refresh" content="0;url=data:text/html;base64,${base64(`<script>${hit(n)}</script>`)}">`,
  ],

  // SVG tricks
  ['svg-a-xlink-href', (n) => `<svg><a xlink:href="javascript:${hit(n)}"><text x="20" y="20">x</text></a></svg>`],
  ['svg-a-href', (n) => `<svg><a href="javascript:${hit(n)}"><text x="20" y="20">x</text></a></svg>`],
  [
    'svg-use-data',
    (n) =>
      `<svg><use href="data:image/svg+xml;base64,${base64(svgDoc(`<image id="x" href="x" onerror="${hit(n)}"/>`))}#x"/></svg>`,
  ],
  [
    'svg-use-xlink-data',
    (n) =>
      `<svg><use xlink:href="data:image/svg+xml;base64,${base64(svgDoc(`<a id="x"><image href="x" onerror="${hit(n)}"/></a>`))}#x"/></svg>`,
  ],
  ['svg-foreignobject-img', (n) => `<svg><foreignObject><img src="x" onerror="${hit(n)}"></foreignObject></svg>`],
  ['svg-style-breakout', (n) => `<svg><style><img src="x" onerror="${hit(n)}"></style></svg>`],
  [
    'svg-animate-href-values',
    (n) =>
      `<svg><a><animate attributeName="href" values="javascript:${hit(n)}"/><text x="20" y="20">x</text></a></svg>`,
  ],
  [
    'svg-set-xlink-href',
    (n) => `<svg><a><set attributeName="xlink:href" to="javascript:${hit(n)}"/><text x="20" y="20">x</text></a></svg>`,
  ],
  ['svg-image-onerror', (n) => `<svg><image href="x" onerror="${hit(n)}"/></svg>`],
  ['svg-p-style-namespace-confusion', (n) => `<svg></p><style><a id="</style><img src=1 onerror=${hit(n)}>">`],

  // MathML tricks and the DOMPurify namespace-confusion mXSS classics
  // (The classics end the document; here closing tags follow, so the next vector is parsed where it was written.)
  ['math-mglyph-style', (n) => `<math><mtext><table><mglyph><style><img src=x onerror=${hit(n)}>${CLOSE_MATH}`],
  [
    'math-form-mglyph-style',
    (n) =>
      `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${hit(n)}></style></mglyph></form></mtext></math></form>`,
  ],
  [
    'math-mglyph-svg-mtext-style',
    (n) =>
      `<math><mtext><table><mglyph><svg><mtext><style><path id="</style><img onerror=${hit(n)} src>">${CLOSE_MATH}`,
  ],
  [
    'math-annotation-xml-html',
    (n) => `<math><annotation-xml encoding="text/html"><img src="x" onerror="${hit(n)}"></annotation-xml></math>`,
  ],
  ['math-style-img', (n) => `<math><style><img src=x onerror=${hit(n)}></style></math>`],
  ['math-href', (n) => `<math href="javascript:${hit(n)}"><mi>x</mi></math>`],
  [
    'math-maction-xlink-href',
    (n) => `<math><maction actiontype="statusline" xlink:href="javascript:${hit(n)}">x</maction></math>`,
  ],

  // CSS
  ['css-expression', (n) => `<div style="width:expression(${hit(n)})">x</div>`],
  ['css-url-javascript', (n) => `<div style="background-image:url(&quot;javascript:${hit(n)}&quot;)">x</div>`],
  ['css-behavior', (n) => `<div style="behavior:url(#default#time2)" onbegin="${hit(n)}">x</div>`],
  ['css-import-javascript', (n) => `<style>@import "javascript:${hit(n)}";</style>`],
  ['css-style-comment-breakout', (n) => `<style><!--</style><img src="x" onerror="${hit(n)}">--></style>`],
  ['css-style-content-as-markup', (n) => `<div><style><img src="x" onerror="${hit(n)}"></style></div>`],

  // raw-text elements and their mXSS
  ['template-img', (n) => `<template><img src="x" onerror="${hit(n)}"></template>`],
  // Without scripting (the server's parser) `</noscript>` inside the open <p> is ignored: `</p>` lets it close.
  ['noscript-title-mxss', (n) => `<noscript><p title="</noscript><img src=x onerror=${hit(n)}>"></p></noscript>`],
  ['noscript-style-mxss', (n) => `<noscript><style></noscript><img src=x onerror=${hit(n)}></style></noscript>`],
  ['noembed-title-mxss', (n) => `<noembed><p title="</noembed><img src=x onerror=${hit(n)}>"></noembed>`],
  ['noframes-title-mxss', (n) => `<noframes><p title="</noframes><img src=x onerror=${hit(n)}>"></noframes>`],
  ['xmp-title-mxss', (n) => `<xmp><p title="</xmp><img src=x onerror=${hit(n)}>"></xmp>`],
  ['textarea-title-mxss', (n) => `<textarea><p title="</textarea><img src=x onerror=${hit(n)}>"></textarea>`],
  ['iframe-rawtext-mxss', (n) => `<iframe><p title="</iframe><img src=x onerror=${hit(n)}>"></iframe>`],

  // attribute breaking
  ['attr-double-quote-break', (n) => `<img src="x" alt="x"" onerror="${hit(n)}">`],
  ['attr-single-quote-break', (n) => `<img src='x' alt='x'' onerror='${hitQuoted(n)}'>`],
  ['attr-backticks', (n) => `<img src=\`x\` onerror=__xssHit\`${n}\`>`],
  ['attr-backslash-quote', (n) => `<a title="\\"><img src=x onerror=${hit(n)}>">x</a>`],
  ['attr-markup-in-value', (n) => `<a title="><img src=x onerror=${hit(n)}>">x</a>`],

  // broken markup
  ['broken-double-angle', (n) => `<<img src="x" onerror="${hit(n)}">>`],
  ['broken-misnested', (n) => `<b><i><p>x</b><img src=x onerror=${hit(n)}></i></p>`],
  ['broken-table-foster', (n) => `<table><img src=x onerror=${hit(n)}><tr><td>x</td></tr></table>`],
  ['broken-end-tag-attributes', (n) => `<div>x</div onclick="${hit(n)}"><p>x</p onmouseover="${hit(n)}">`],
  ['broken-unclosed-tag', (n) => `<img src="x" onerror="${hit(n)}"`, true],
  ['broken-unclosed-quote', (n) => `<a title="x><img src=x onerror=${hit(n)}>`, true],
  ['broken-unclosed-comment', (n) => `<!-- <img src=x onerror=${hit(n)}>`, true],
  ['broken-unclosed-script', (n) => `<script>${hit(n)}`, true],
  ['broken-plaintext', (n) => `<plaintext><img src=x onerror=${hit(n)}>`, true],

  // DOM clobbering: an id that shadows what the framework or the page reads
  [
    'clobber-next-data',
    (n) =>
      `<p id="__NEXT_DATA__">${JSON.stringify({ props: { pageProps: {} }, page: '/', query: {}, buildId: 'x', assetPrefix: `data:text/javascript,${hit(n)};//` })}</p>`,
  ],
  ['clobber-canary', (n) => `<a id="__xss" title="${n}">x</a>`],

  // entities and unicode
  ['entity-escaped-tag', (n) => `&lt;img src=x onerror=${hit(n)}&gt;`],
  ['entity-double-encoded', (n) => `&amp;lt;script&amp;gt;${hit(n)}&amp;lt;/script&amp;gt;`],
  ['entity-hex-handler', (n) => `<img src=x onerror="${entities(hit(n), 16)}">`],
  ['unicode-fullwidth-brackets', (n) => `＜script＞${hit(n)}＜/script＞`],
];

export const XSS_VECTORS: readonly XssVector[] = vectors.map(([name, html, swallows]) => ({
  name,
  html: html(name),
  ...(swallows ? { swallows } : {}),
}));

/** Plain text before each vector, so a finding can be traced to the vector nearest before it. */
export const xssMarker = (name: string) => `[[xss:${name}]]`;
export const XSS_MARKER = /\[\[xss:([\w-]+)\]\]/g;

/**
 * The corpus as `count` pieces of operator HTML, each vector after its marker; a vector that eats what follows it
 * goes last in a piece of its own, so every vector is parsed as written.
 */
export function xssItems(count: number): { names: string[]; html: string }[] {
  const plain = XSS_VECTORS.filter((vector) => !vector.swallows);
  const swallowing = XSS_VECTORS.filter((vector) => vector.swallows);
  if (count < swallowing.length) throw new Error(`the corpus needs at least ${swallowing.length} pieces`);
  const size = Math.ceil(plain.length / count);
  return Array.from({ length: count }, (_, i) => {
    const picked = [...plain.slice(i * size, (i + 1) * size), ...swallowing.slice(i, i + 1)];
    return {
      names: picked.map((vector) => vector.name),
      html: picked.map((vector) => `<p>${xssMarker(vector.name)}</p>${vector.html}`).join('\n'),
    };
  });
}

export interface InspectOptions {
  /** Element names that must not be there at all. */
  forbidden: readonly string[];
  /** The page's own scripts (Next's chunks and its data) are allowed; any other <script> is a finding. */
  allowNextScripts?: boolean;
}

/**
 * Everything under `root` that could run, each finding named after the vector marker nearest before it.
 * Self-contained (no imports, no closures) so Playwright can run it inside the page as well.
 */
export function inspectMarkup(root: Element, { forbidden, allowNextScripts = false }: InspectOptions): string[] {
  const URL_ATTRIBUTES = [
    'href',
    'src',
    'action',
    'formaction',
    'xlink:href',
    'data',
    'poster',
    'background',
    'ping',
    'cite',
    'codebase',
    'longdesc',
    'lowsrc',
    'dynsrc',
    'values',
    'to',
    'from',
    'by',
  ];
  const ANIMATED = ['values', 'to', 'from', 'by'];
  const BAD_URL = /^(javascript|vbscript|livescript|data):/;
  const BAD_URL_ANYWHERE = /(javascript|vbscript|livescript):/;
  const BAD_STYLE = /expression\s*\(|javascript:|vbscript:|behavior\s*:|-moz-binding/i;
  const MARKER = /\[\[xss:([\w-]+)\]\]/g;
  const doc = root.ownerDocument;
  // The first #__next in the document is the React root: it comes before anything rendered inside it.
  const reactRoot = doc.getElementById('__next');
  const findings: string[] = [];
  let marker = '(before any vector)';
  const note = (element: Element, what: string) => findings.push(`${marker}: <${element.localName}> ${what}`);
  // Browsers drop ASCII whitespace and control characters around (tab and newline also inside) a URL's scheme.
  const normalise = (value: string) => value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  const nextScript = (script: HTMLScriptElement) => {
    // The page data: JSON (never run) that the server put straight in <body>, outside the React root.
    if (script.type === 'application/json' && script.parentElement === doc.body) return true;
    const src = script.getAttribute('src');
    if (src) {
      const url = new URL(src, doc.baseURI);
      return (
        url.origin === new URL(doc.baseURI).origin && url.pathname.startsWith('/_next/') && !reactRoot?.contains(script)
      );
    }
    return false;
  };

  const walker = doc.createTreeWalker(root, 0x1 | 0x4);
  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    if (node.nodeType === 3) {
      const found = [...(node.textContent ?? '').matchAll(MARKER)];
      if (found.length) marker = found[found.length - 1][1];
      continue;
    }
    const element = node as Element;
    const tag = element.localName.toLowerCase();
    if (tag === 'script') {
      if (!(allowNextScripts && nextScript(element as HTMLScriptElement)))
        note(element, `is a script: ${element.outerHTML.slice(0, 120)}`);
    } else if (forbidden.includes(tag)) note(element, 'is not allowed');
    if (tag === 'meta' && /refresh/i.test(element.getAttribute('http-equiv') ?? ''))
      note(element, 'refreshes the page');
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value;
      if (name.startsWith('on')) note(element, `keeps the handler ${name}="${value.slice(0, 80)}"`);
      else if (name === 'srcdoc') note(element, `keeps srcdoc="${value.slice(0, 80)}"`);
      else if (
        (name === 'id' || name === 'name') &&
        value.startsWith('__') &&
        reactRoot &&
        reactRoot !== element &&
        reactRoot.contains(element)
      ) {
        note(element, `takes a framework name: ${name}="${value}"`);
      } else if (URL_ATTRIBUTES.includes(name) || URL_ATTRIBUTES.includes(attribute.localName)) {
        const url = normalise(value);
        if (BAD_URL.test(url) || (ANIMATED.includes(name) && BAD_URL_ANYWHERE.test(url)))
          note(element, `keeps ${name}="${value.slice(0, 80)}"`);
      } else if (name === 'style' && BAD_STYLE.test(value)) note(element, `keeps style="${value.slice(0, 80)}"`);
    }
  }
  return findings;
}
