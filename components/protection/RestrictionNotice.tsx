import { useT } from '@/components/common/translation';
import type { Restriction } from '@/lib/contract';
import { Callout } from './parts';
import { useSiteFormat } from '@/store/market';

export function RestrictionNotice({ restriction }: { restriction: Restriction }) {
  const { t } = useT();
  const fmt = useSiteFormat();
  return (
    <Callout as="section" $tone="danger" aria-labelledby="restriction">
      <h2 id="restriction">{t(`protection.restriction.${restriction.kind}.title`)}</h2>
      <p>{t(`protection.restriction.${restriction.kind}.text`, { until: fmt.dateTime(restriction.until) })}</p>
      <p>{t('protection.restriction.still')}</p>
    </Callout>
  );
}
