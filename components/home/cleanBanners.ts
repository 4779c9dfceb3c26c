import type { Banner, ResponseOf } from '@/lib/contract';
import { link, webUrl } from '@/lib/contract/site';
import { siteLanguages } from '@/lib/contract/terms';
import { isForHost } from '@/lib/domain';

export const MAX_BANNERS = 20;
const TITLE_MAX = 120;
const TEXT_MAX = 500;

function texts(given: unknown, max: number): Record<string, string> {
  if (typeof given !== 'object' || given === null) return {};
  const entries = siteLanguages.flatMap((lang) => {
    const value = (given as Record<string, unknown>)[lang];
    const clean = typeof value === 'string' ? value.trim().slice(0, max) : '';
    return clean ? [[lang, clean] as const] : [];
  });
  return Object.fromEntries(entries);
}

/**
 * The banners as the page may carry them, whatever the operator's backend sent: only this host's, an image only
 * from an http(s) address, a link only to one or to a site path, texts only in known languages, no other fields.
 */
export function cleanBanners(answer: ResponseOf<'get-banners'>, host: string | undefined): ResponseOf<'get-banners'> {
  const banners = answer.banners.flatMap((banner): Banner[] => {
    const domain = (banner as { domain?: unknown }).domain;
    const title = texts(banner.title, TITLE_MAX);
    if (!webUrl.safeParse(banner.imageUrl).success || Object.keys(title).length === 0 || !isForHost(domain, host))
      return [];
    const target = link.safeParse(banner.link);
    return [
      {
        id: banner.id,
        imageUrl: banner.imageUrl,
        title,
        text: texts(banner.text, TEXT_MAX),
        link: target.success ? target.data : null,
        order: banner.order,
      },
    ];
  });
  return { status: answer.status, banners: banners.slice(0, MAX_BANNERS) };
}
