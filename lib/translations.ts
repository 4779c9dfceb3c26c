import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { toLocale } from './i18n';

/** The one namespace every page needs; server-only (reads the bundles from disk). */
export function pageTranslations(locale: string | undefined) {
  return serverSideTranslations(toLocale(locale), ['common']);
}
