import { readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { BrandText } from './appManifest';
import { callBackendCached } from './backend';
import type { SiteLanguage } from './contract/terms';
import { defaultSite, siteOf, type Site } from './site';
import { visitorOf } from './visitor';

/** The visitor's site; `settled` is false when the backend failed (not a 404), so the answer must not be cached long. */
export async function requestSite(req: Pick<IncomingMessage, 'headers' | 'socket'>): Promise<{ site: Site; settled: boolean }> {
  const result = await callBackendCached('get-site-config', undefined, { visitor: visitorOf(req) });
  return { site: siteOf(result.ok ? result.data : null, defaultSite()), settled: result.ok || result.httpStatus === 404 };
}

const bundles = new Map<SiteLanguage, Promise<{ app?: { name?: string; tagline?: string } }>>();

// The bundles next-i18next serves (its localePath), read once: they change only with a deployment.
const commonBundle = (language: SiteLanguage) => {
  let bundle = bundles.get(language);
  if (!bundle) {
    bundle = readFile(path.resolve('./public/locales', language, 'common.json'), 'utf8').then((text) => JSON.parse(text));
    bundles.set(language, bundle);
  }
  return bundle;
};

/** The brand in `language`: the site's own name, else the bundle's `app.name`; the tagline is the bundle's. */
export async function brandTextOf(site: Site, language: SiteLanguage): Promise<BrandText> {
  const { app } = await commonBundle(language);
  return { name: site.names[language] ?? app?.name ?? '', description: app?.tagline ?? '' };
}
