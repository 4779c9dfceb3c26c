import { DEFAULT_THEME, type SiteTheme } from './contract/terms';
import type { Site } from './site';

/** The favicon's name under /icons/ (pages/api/icons): the brand mark drawn in the host's colours (lib/appIcon). */
export const FAVICON_FILE = 'favicon.svg';

type MarkColours = Pick<SiteTheme, 'background' | 'accent'>;

/** The colours the mark is drawn from: its URL changes with them, so a browser never keeps a brand's old icon. */
export const faviconVersionOf = ({ background, accent }: MarkColours) =>
  `${background}${accent}`.replace(/#/g, '').toLowerCase();

const isDefault = ({ background, accent }: MarkColours) =>
  background.toLowerCase() === DEFAULT_THEME.background && accent.toLowerCase() === DEFAULT_THEME.accent;

/** The tab's icon: the operator's own, else the mark in the site's colours (the static gold one for the default look). */
export function faviconOf(site: Pick<Site, 'theme' | 'faviconUrl'>): { href: string; type?: string } {
  if (site.faviconUrl) return { href: site.faviconUrl };
  const href = isDefault(site.theme) ? '/favicon.svg' : `/icons/${FAVICON_FILE}?v=${faviconVersionOf(site.theme)}`;
  return { href, type: 'image/svg+xml' };
}
