import type { LocalizedText } from './contract/localized';
import { siteLanguages, type SiteLanguage } from './contract/terms';

/**
 * Operator text in the page's language, else the site's default language, else the first language written (in the
 * switcher's order), else ''. A plain string is the same in every language.
 */
export function inLanguage(
  value: LocalizedText | undefined | null,
  lang: SiteLanguage,
  fallback: SiteLanguage,
): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return '';
  const written = (each: SiteLanguage) =>
    typeof value[each] === 'string' && value[each].trim() !== '' ? value[each] : undefined;
  return written(lang) ?? written(fallback) ?? siteLanguages.map(written).find((each) => each !== undefined) ?? '';
}
