import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { toLocale } from '@/lib/i18n';
import { useAppSelector } from './hooks';
import { selectSite } from './pageSlice';

/** The host's brand in the page's language; the bundle's `app.name` where the site names none. */
export function useBrandName(): string {
  const { t } = useTranslation();
  const { locale } = useRouter();
  const names = useAppSelector(selectSite).names;
  return names[toLocale(locale)] ?? t('app.name');
}
