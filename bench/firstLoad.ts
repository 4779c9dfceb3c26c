// First-load JavaScript of a page as a modern browser fetches it: every external classic or module script of the
// served HTML (not `nomodule`), and those its after-paint loader lists, each gzipped at zlib's default level. Shared by `npm run bench` and the budget test.
import { gzipSync } from 'node:zlib';
import { AFTER_PAINT_ATTRIBUTE } from '../lib/afterPaint';

/** `/` may weigh at most this many times the hello-world page of bench/baseline. */
export const FIRST_LOAD_BUDGET = 1.25;

export interface ScriptSize {
  src: string;
  bytes: number;
  gzipBytes: number;
}

export interface FirstLoad {
  url: string;
  /** The HTML document itself, for reference (not in the sums). */
  html: { bytes: number; gzipBytes: number };
  bytes: number;
  gzipBytes: number;
  scripts: ScriptSize[];
}

const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);
const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

const decodeEntities = (value: string) =>
  value.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(amp|quot|apos|lt|gt));/gi, (_, dec: string, hex: string, name: string) =>
    dec ? String.fromCodePoint(Number(dec)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : ENTITIES[name.toLowerCase()],
  );

/** Attributes of a start tag's inside (`src="…" nonce=… defer`): names lower-cased, values unquoted and decoded. */
function attributesOf(inside: string) {
  const attributes = new Map<string, string>();
  for (const [, name, double, single, bare] of inside.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const key = name.toLowerCase();
    if (!attributes.has(key)) attributes.set(key, decodeEntities(double ?? single ?? bare ?? ''));
  }
  return attributes;
}

/**
 * The absolute URLs of the scripts that a browser with module support loads from this HTML, in document order,
 * without duplicates. Comments and the raw text of `<script>`, `<noscript>`, `<template>`, `<style>`,
 * `<textarea>` and `<title>` are skipped, so a `<script` inside JSON or a notice does not count.
 */
export function scriptSources(html: string, pageUrl: string) {
  const sources: string[] = [];
  const tag = /<!--[\s\S]*?(?:-->|$)|<(script|noscript|template|style|textarea|title)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
  let match: RegExpExecArray | null;
  while ((match = tag.exec(html))) {
    const [, name, inside] = match;
    if (!name) continue;
    const element = name.toLowerCase();
    const close = new RegExp(`</${element}\\s*>`, 'gi');
    close.lastIndex = tag.lastIndex;
    const end = close.exec(html);
    tag.lastIndex = end ? close.lastIndex : html.length;
    if (element !== 'script') continue;
    const attributes = attributesOf(inside);
    const src = attributes.get('src');
    const type = (attributes.get('type') ?? '').trim().toLowerCase();
    if (attributes.has('nomodule') || !SCRIPT_TYPES.has(type)) continue;
    // The portal's scripts are listed on the inline script that loads them after the first paint (lib/afterPaint).
    const listed = attributes.has(AFTER_PAINT_ATTRIBUTE) ? (JSON.parse(attributes.get(AFTER_PAINT_ATTRIBUTE)!) as string[]) : [];
    for (const source of [src ?? '', ...listed].filter((value) => value.trim())) {
      const url = new URL(source.trim(), pageUrl).href;
      if (!sources.includes(url)) sources.push(url);
    }
  }
  return sources;
}

/** Fetches the page (with the given cookie), then each of its scripts, and sums their gzip sizes. */
export async function firstLoadJs(pageUrl: string, { cookie }: { cookie?: string } = {}): Promise<FirstLoad> {
  const headers = cookie ? { cookie } : undefined;
  const page = await fetch(pageUrl, { headers, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  const html = await page.text();
  if (page.status !== 200) throw new Error(`${pageUrl} answered ${page.status} ${page.headers.get('location') ?? ''}`.trim());
  const scripts = await Promise.all(
    scriptSources(html, pageUrl).map(async (src): Promise<ScriptSize> => {
      const response = await fetch(src, { headers, signal: AbortSignal.timeout(30_000) });
      if (response.status !== 200) throw new Error(`${src} (a script of ${pageUrl}) answered ${response.status}`);
      const body = Buffer.from(await response.arrayBuffer());
      return { src: new URL(src).pathname, bytes: body.length, gzipBytes: gzipSync(body).length };
    }),
  );
  if (!scripts.length) throw new Error(`${pageUrl} has no <script src>: not a Next.js page?`);
  const sum = (key: 'bytes' | 'gzipBytes') => scripts.reduce((total, script) => total + script[key], 0);
  const document = Buffer.from(html);
  return { url: pageUrl, html: { bytes: document.length, gzipBytes: gzipSync(document).length }, bytes: sum('bytes'), gzipBytes: sum('gzipBytes'), scripts };
}

export const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** One line per script, largest first: where the bytes are. */
export const describeScripts = ({ scripts }: FirstLoad) =>
  [...scripts]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((s) => `  ${kilobytes(s.gzipBytes).padStart(10)} gz  ${kilobytes(s.bytes).padStart(10)} raw  ${s.src}`)
    .join('\n');
