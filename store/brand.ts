import { useRouter } from 'next/router';
import type { TFunction } from 'i18next';
import { toLocale } from '@/lib/i18n';
import { useAppSelector } from './hooks';
import { selectSite } from './pageSlice';

/** The host's brand in the page's language; the bundle's `app.name` (through the caller's `t`) where the site names none. */
export function useBrandName(t: TFunction): string {
  const { locale } = useRouter();
  const names = useAppSelector(selectSite).names;
  return names[toLocale(locale)] ?? t('app.name');
}
