import { createHash } from 'node:crypto';
import { LOCALE_TAGS } from './i18n';
import { localizedPath, paths } from './paths';
import type { Site } from './site';

/** The icons every manifest lists: two for launchers and one a launcher may crop to its own shape. */
export const APP_ICONS = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'maskable-512.png', size: 512, purpose: 'maskable' },
] as const;
export type AppIcon = (typeof APP_ICONS)[number];

export const appIconOf = (file: string): AppIcon | undefined => APP_ICONS.find((icon) => icon.file === file);

/** Launchers show about twelve characters under an icon. */
export const SHORT_NAME_MAX = 12;

/** The whole name when it fits under an icon, else as many of its first words as fit, else the whole name. */
export function shortNameOf(name: string): string {
  const chars = (text: string) => [...text].length;
  if (chars(name) <= SHORT_NAME_MAX) return name;
  let short = '';
  for (const word of name.split(/\s+/)) {
    const next = short ? `${short} ${word}` : word;
    if (chars(next) > SHORT_NAME_MAX) break;
    short = next;
  }
  return short || name;
}

/** What an icon is drawn from: it changes when the colours or the logo change, and then so do the icons' URLs. */
export function iconVersionOf(site: Pick<Site, 'theme' | 'logoUrl'>): string {
  return createHash('sha256')
    .update(JSON.stringify([site.theme, site.logoUrl]))
    .digest('base64url')
    .slice(0, 12);
}

export interface BrandText {
  name: string;
  description: string;
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: AppIcon['purpose'] }[];
}

/** The host's web app manifest, in the domain's default language (`brand`: its name and tagline there). */
export function webAppManifest(site: Site, brand: BrandText): WebAppManifest {
  const language = site.defaultLanguage;
  const version = iconVersionOf(site);
  return {
    // Stable across a change of default language, so an installed app stays the same app.
    id: paths.home,
    name: brand.name,
    short_name: shortNameOf(brand.name),
    description: brand.description,
    lang: LOCALE_TAGS[language],
    dir: 'ltr',
    start_url: localizedPath(paths.home, language),
    scope: paths.home,
    display: 'standalone',
    background_color: site.theme.background,
    theme_color: site.theme.background,
    icons: APP_ICONS.map(({ file, size, purpose }) => ({
      src: `/icons/${file}?v=${version}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  };
}
