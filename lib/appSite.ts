import { readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { BrandText } from './appManifest';
import { callBackendCached, type CallOptions } from './backend';
import type { SiteLanguage } from './contract/terms';
import { serverEnv } from './env';
import { defaultSite, siteOf, type Site } from './site';
import { visitorOf } from './visitor';

/**
 * The host's site and the extensions its backend offers: get-site-config through the shared cache, completed by the
 * environment's defaults. A legacy backend (404) offers the extensions BACKEND_FEATURES names and gets the defaults;
 * one that fails offers none, and then `settled` is false, so the answer must not be cached long.
 */
export async function resolveSite(
  call: CallOptions,
): Promise<{ site: Site; features: readonly string[]; settled: boolean }> {
  const result = await callBackendCached('get-site-config', undefined, call);
  return {
    site: siteOf(result.ok ? result.data : null, defaultSite()),
    features: result.ok ? result.data.features : result.httpStatus === 404 ? serverEnv().BACKEND_FEATURES : [],
    settled: result.ok || result.httpStatus === 404,
  };
}

/** The site of the host a request came to. */
export const requestSite = (req: Pick<IncomingMessage, 'headers' | 'socket'>) =>
  resolveSite({ visitor: visitorOf(req) });

const bundles = new Map<SiteLanguage, Promise<{ app?: { name?: string; tagline?: string } }>>();

// The bundles next-i18next serves (its localePath), read once: they change only with a deployment.
const commonBundle = (language: SiteLanguage) => {
  let bundle = bundles.get(language);
  if (!bundle) {
    bundle = readFile(path.resolve('./public/locales', language, 'common.json'), 'utf8').then((text) =>
      JSON.parse(text),
    );
    bundles.set(language, bundle);
  }
  return bundle;
};

/** The brand in `language`: the site's own name, else the bundle's `app.name`; the tagline is the bundle's. */
export async function brandTextOf(site: Site, language: SiteLanguage): Promise<BrandText> {
  const { app } = await commonBundle(language);
  return { name: site.names[language] ?? app?.name ?? '', description: app?.tagline ?? '' };
}
