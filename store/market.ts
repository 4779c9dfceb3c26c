import { useRouter } from 'next/router';
import { useMemo } from 'react';
import { formatAmount, formatSignedAmount } from '@/lib/format';
import { formatDate, formatDateTime } from '@/lib/format/date';
import { useAppSelector } from './hooks';
import { selectMarket } from './pageSlice';

/** The host's currency, time zone and wallet rules (get-site-config, else the environment's), resolved on the server. */
export const useMarket = () => useAppSelector(selectMarket);

export interface SiteFormat {
  /** Money in the site's currency, in the page's language (₩10,000, 50.000 ₫). */
  money: (value: unknown) => string;
  /** A change of money, signed (+₩5,000). */
  signed: (value: unknown) => string;
  /** The day, in the site's time zone. */
  date: (value: unknown) => string;
  /** The day and time of day, in the site's time zone. */
  dateTime: (value: unknown) => string;
  timeZone: string;
}

/** Amounts and dates as this host's players read them: its currency and time zone, the page's language. */
export function useSiteFormat(): SiteFormat {
  const { locale = 'ko' } = useRouter();
  const { currency, timeZone } = useMarket();
  return useMemo(
    () => ({
      money: (value) => formatAmount(value, locale, currency),
      signed: (value) => formatSignedAmount(value, locale, currency),
      date: (value) => formatDate(value, timeZone),
      dateTime: (value) => formatDateTime(value, timeZone),
      timeZone,
    }),
    [locale, currency, timeZone],
  );
}
