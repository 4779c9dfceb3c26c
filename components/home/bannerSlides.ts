import type { Banner } from '@/lib/contract';

export interface Slide {
  id: number;
  imageUrl: string;
  title: string;
  text: string;
  /** A site path (the page's language is added) or an http(s) address on another site. */
  link: { href: string; external: boolean } | null;
}

/** A language the operator left out falls back as brand names do: English, then Korean, then whichever came. */
const FALLBACK = ['en', 'ko'];

const SITE_PATH = /^\/(?![/\\])/;
const WEB_URL = /^https?:\/\//i;

/** One banner in the page's language: its title and text in the same language, so a slide never mixes two. */
export function slideOf(banner: Banner, locale: string | undefined): Slide {
  const lang =
    [locale, ...FALLBACK, ...Object.keys(banner.title)].find((each) => each !== undefined && banner.title[each]) ?? '';
  const href = banner.link ?? '';
  const external = WEB_URL.test(href);
  return {
    id: banner.id,
    imageUrl: banner.imageUrl,
    title: banner.title[lang] ?? '',
    text: banner.text[lang] ?? '',
    link: external || SITE_PATH.test(href) ? { href, external } : null,
  };
}
