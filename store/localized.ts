import { useRouter } from 'next/router';
import { useCallback } from 'react';
import type { LocalizedText } from '@/lib/contract/localized';
import { toLocale } from '@/lib/i18n';
import { inLanguage } from '@/lib/localized';
import { useAppSelector } from './hooks';
import { selectSite } from './pageSlice';

/** Operator text (notices, pop-ups) in the page's language, else the site's default language. */
export function useInLanguage(): (value: LocalizedText | undefined | null) => string {
  const { locale } = useRouter();
  const fallback = useAppSelector(selectSite).defaultLanguage;
  const lang = toLocale(locale);
  return useCallback((value) => inLanguage(value, lang, fallback), [lang, fallback]);
}
