import type { NextApiRequest, NextApiResponse } from 'next';
import { appIcon } from '@/lib/appIcon';
import { appIconOf, iconVersionOf } from '@/lib/appManifest';
import { requestSite } from '@/lib/appSite';

/** `/icons/<file>` (next.config rewrites): the host's app icons, drawn from its logo or the brand mark in its colours. */
export default async function icon(req: NextApiRequest, res: NextApiResponse<Buffer | { status: 'error'; code: string }>) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return res.status(405).json({ status: 'error', code: 'method_not_allowed' });
  }
  const wanted = appIconOf(String(req.query.file));
  if (!wanted) return res.status(404).json({ status: 'error', code: 'not_found' });
  const { site, settled } = await requestSite(req);
  const png = await appIcon(site, wanted);
  res.setHeader('Content-Type', 'image/png');
  // The manifest names each icon with the version of its look: that URL's bytes never change, any other's may.
  const current = req.query.v === iconVersionOf(site);
  res.setHeader('Cache-Control', !settled ? 'no-store' : current ? 'public, max-age=604800, immutable' : 'public, max-age=300, s-maxage=60');
  res.setHeader('Vary', 'Host');
  res.status(200).send(png);
}
