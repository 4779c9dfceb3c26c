import type { NextApiRequest, NextApiResponse } from 'next';
import { webAppManifest } from '@/lib/appManifest';
import { brandTextOf, requestSite } from '@/lib/appSite';

/** `/manifest.webmanifest` (next.config rewrites): the host's installable app, in its default language. */
export default async function manifest(
  req: NextApiRequest,
  res: NextApiResponse<string | { status: 'error'; code: string }>,
) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return res.status(405).json({ status: 'error', code: 'method_not_allowed' });
  }
  const { site, settled } = await requestSite(req);
  const body = webAppManifest(site, await brandTextOf(site, site.defaultLanguage));
  res.setHeader('Content-Type', 'application/manifest+json; charset=utf-8');
  // Per host: browsers and nginx key by it; a shared cache that did not is told. A fallback for a failing backend is not kept.
  res.setHeader('Cache-Control', settled ? 'public, max-age=300, s-maxage=60, stale-while-revalidate=300' : 'no-store');
  res.setHeader('Vary', 'Host');
  res.status(200).send(JSON.stringify(body));
}
