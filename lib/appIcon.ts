import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { iconVersionOf, type AppIcon } from './appManifest';
import type { SiteTheme } from './contract/terms';
import { serverEnv } from './env';
import { fetchImage, readSiteImage, type FetchedImage } from './imageFetch';
import type { Site } from './site';

const HEX = /^#[0-9a-f]{6}$/i;
/** The star of the brand mark (public/favicon.svg, components/common/Logo.tsx) on a 64-unit square. */
const STAR = 'M32 10l6.5 13.2 14.5 2.1-10.5 10.2 2.5 14.5L32 43.2 19 50l2.5-14.5L11 25.3l14.5-2.1z';

/** `colour` moved `share` of the way to `target`, both #rrggbb. */
export function mixColour(colour: string, target: string, share: number): string {
  const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  const [from, to] = [channels(colour), channels(target)];
  return `#${from
    .map((value, i) =>
      Math.round(value + (to[i] - value) * share)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The icon's square: rounded for `any`; a maskable icon fills its square, since the launcher cuts its own shape. */
const plate = (theme: SiteTheme, maskable: boolean) =>
  `<rect width="64" height="64" rx="${maskable ? 0 : 14}" fill="${theme.background}"/>`;

const svg = (size: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}">${body}</svg>`;

/** The default icon: the brand mark in the site's colours (its accent as the star's gradient). */
export function brandMarkSvg(theme: SiteTheme, size: number, maskable: boolean): string {
  if (!HEX.test(theme.background) || !HEX.test(theme.accent)) throw new Error('theme colours must be #rrggbb');
  const light = mixColour(theme.accent, '#ffffff', 0.35);
  const deep = mixColour(theme.accent, '#000000', 0.2);
  // The maskable star stays inside the safe circle (80% of the square) with room to spare.
  const star = maskable
    ? `<path d="${STAR}" fill="url(#g)" transform="translate(32 30) scale(.8) translate(-32 -30)"/>`
    : `<path d="${STAR}" fill="url(#g)"/>`;
  return svg(
    size,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs>${plate(theme, maskable)}${star}`,
  );
}

/** The favicon: the brand mark in the site's colours, as the app icons draw it without a logo. */
export const faviconSvg = (theme: SiteTheme) => brandMarkSvg(theme, 64, false);

const MAX_INPUT_PIXELS = 4096 * 4096;

/** The operator's logo, centred on the site's background: the whole logo shows, however wide it is. */
async function logoIcon(logo: FetchedImage, theme: SiteTheme, size: number, maskable: boolean): Promise<Buffer> {
  const room = Math.round(size * (maskable ? 0.6 : 0.74));
  let density: number | undefined;
  if (logo.type === 'image/svg+xml') {
    // Vector logos are drawn at the size they are shown, not scaled up from 72 dpi.
    const { width = room, height = room } = await sharp(logo.bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    density = Math.min(2400, Math.max(1, Math.ceil((72 * room) / Math.max(width, height, 1))));
  }
  const drawn = await sharp(logo.bytes, {
    limitInputPixels: MAX_INPUT_PIXELS,
    animated: false,
    ...(density ? { density } : {}),
  })
    .resize(room, room, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg(size, plate(theme, maskable))))
    .composite([{ input: drawn, gravity: 'centre' }])
    .png()
    .toBuffer();
}

/** The logo as an image the portal will rasterise: a file of public/ for a site path, else an http(s) fetch. */
export function loadLogo(logoUrl: string): Promise<FetchedImage | null> {
  if (logoUrl.startsWith('/')) return readSiteImage(logoUrl);
  return fetchImage(logoUrl, { trustedOrigins: [new URL(serverEnv().BACKEND_URL).origin] });
}

export async function drawAppIcon(
  site: Pick<Site, 'theme' | 'logoUrl'>,
  { size, purpose }: AppIcon,
  load = loadLogo,
): Promise<Buffer> {
  const maskable = purpose === 'maskable';
  const logo = site.logoUrl ? await load(site.logoUrl) : null;
  if (logo) {
    try {
      return await logoIcon(logo, site.theme, size, maskable);
    } catch {
      // Not an image sharp can read: the default mark instead.
    }
  }
  return sharp(Buffer.from(brandMarkSvg(site.theme, size, maskable)))
    .png()
    .toBuffer();
}

// Keyed by what an icon is drawn from, so hosts with the same look share; a logo is fetched again after the ttl.
const icons = new LRUCache<string, Promise<Buffer>>({ max: 200, ttl: 10 * 60_000 });

/** The host's icon, drawn once per look and size and then kept in memory. */
export function appIcon(site: Pick<Site, 'theme' | 'logoUrl'>, icon: AppIcon): Promise<Buffer> {
  const key = `${iconVersionOf(site)} ${icon.file}`;
  const hit = icons.get(key);
  if (hit) return hit;
  const drawn = drawAppIcon(site, icon);
  icons.set(key, drawn);
  drawn.catch(() => icons.delete(key));
  return drawn;
}
