import type { NextApiRequest, NextApiResponse } from 'next';
import { appIcon, faviconSvg } from '@/lib/appIcon';
import { appIconOf, iconVersionOf } from '@/lib/appManifest';
import { requestSite } from '@/lib/appSite';
import { FAVICON_FILE, faviconVersionOf } from '@/lib/favicon';

const cacheControl = (settled: boolean, current: boolean) =>
  !settled ? 'no-store' : current ? 'public, max-age=604800, immutable' : 'public, max-age=300, s-maxage=60';

/** `/icons/<file>` (scripts/portal-server aliases it): the host's app icons, drawn from its logo or the brand mark in its colours, and its favicon, the mark in its colours. */
export default async function icon(
  req: NextApiRequest,
  res: NextApiResponse<Buffer | { status: 'error'; code: string }>,
) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return res.status(405).json({ status: 'error', code: 'method_not_allowed' });
  }
  const file = String(req.query.file);
  if (file === FAVICON_FILE) {
    const { site, settled } = await requestSite(req);
    res.setHeader('Content-Type', 'image/svg+xml');
    res.setHeader('Cache-Control', cacheControl(settled, req.query.v === faviconVersionOf(site.theme)));
    res.setHeader('Vary', 'Host');
    return res.status(200).send(Buffer.from(faviconSvg(site.theme)));
  }
  const wanted = appIconOf(file);
  if (!wanted) return res.status(404).json({ status: 'error', code: 'not_found' });
  const { site, settled } = await requestSite(req);
  const png = await appIcon(site, wanted);
  res.setHeader('Content-Type', 'image/png');
  // The manifest names each icon with the version of its look: that URL's bytes never change, any other's may.
  const current = req.query.v === iconVersionOf(site);
  res.setHeader('Cache-Control', cacheControl(settled, current));
  res.setHeader('Vary', 'Host');
  res.status(200).send(png);
}
