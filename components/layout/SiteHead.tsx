import Head from 'next/head';
import { useT } from '@/components/common/translation';
import { faviconOf } from '@/lib/favicon';
import { useBrandName } from '@/store/brand';
import { useAppSelector } from '@/store/hooks';
import { selectSite, selectThemeCss } from '@/store/pageSlice';

/** What the head says about the host's site: its colours, icon and name (dialogs read the name from here). */
export function SiteHead() {
  const site = useAppSelector(selectSite);
  const css = useAppSelector(selectThemeCss);
  const { t } = useT();
  const name = useBrandName(t);
  return (
    <Head>
      <meta key="theme-color" name="theme-color" content={site.theme.background} />
      <meta key="application-name" name="application-name" content={name} />
      <link key="icon" rel="icon" {...faviconOf(site)} />
      {/* Made on the server from validated #rrggbb colours only (styles/siteTheme). */}
      {css ? <style key="site-theme">{css}</style> : null}
    </Head>
  );
}
