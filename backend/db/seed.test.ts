import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { setupBackend } from '../testing';
import { helps, notes, notices, popups } from './schema';

const backend = setupBackend();

/** The portal's page routes, from the files under pages/ (not its API, not Next's special files). */
function portalRoutes(): Set<string> {
  const pages = fileURLToPath(new URL('../../pages/', import.meta.url));
  const files = readdirSync(pages, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !/^(api[\\/]|_)/.test(file));
  return new Set(files.map((file) => `/${file.replace(/\\/g, '/').replace(/\.tsx?$/, '')}`.replace(/\/index$/, '') || '/'));
}

const hrefs = (html: string | null) => [...(html ?? '').matchAll(/\bhref\s*=\s*["']([^"']*)["']/gi)].map((match) => match[1]);

describe('the demo seed', () => {
  it('links only to pages the portal has', async () => {
    const { db } = backend.database;
    const html = [
      ...(await db.select({ html: notices.contents }).from(notices)).map((row) => row.html),
      ...(await db.select({ html: popups.contents }).from(popups)).map((row) => row.html),
      ...(await db.select({ html: notes.contents }).from(notes)).map((row) => row.html),
      ...(await db.select({ contents: helps.contents, answer: helps.answer }).from(helps)).flatMap((row) => [row.contents, row.answer]),
    ];
    const links = html.flatMap(hrefs);
    expect(links.length).toBeGreaterThan(0);

    const routes = portalRoutes();
    expect(routes).toContain('/notice');
    const broken = links.filter((href) => !href.startsWith('/') || href.startsWith('//') || !routes.has(new URL(href, 'http://portal.test').pathname));
    expect(broken).toEqual([]);
  });
});
