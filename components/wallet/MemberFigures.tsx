import { useRouter } from 'next/router';
import { useT } from '@/components/common/translation';
import { UnavailableNotice } from '@/components/common/UnavailableNotice';
import { formatComp } from '@/lib/format';
import { useHealthCheckQuery } from '@/store/userApi';
import { Figure, Figures } from '@/components/common/wallet/parts';
import { useSiteFormat } from '@/store/market';

export function MemberFigures({ comp = false }: { comp?: boolean }) {
  const { t } = useT();
  const fmt = useSiteFormat();
  const { locale = 'ko' } = useRouter();
  // Subscribed here too, so a wallet change (tag Member) always refetches the figures this page shows.
  const { data: member } = useHealthCheckQuery();
  if (!member) return <UnavailableNotice />;

  return (
    // The group is a wrapper: a role on the <dl> itself would take its terms and descriptions out of the list.
    <div role="group" aria-label={t('wallet.figures')}>
      <Figures>
        {comp ? (
          <Figure>
            <dt>{t('wallet.comp.comp')}</dt>
            <dd data-testid="wallet-comp">{formatComp(member.user.rolling, locale, t)}</dd>
          </Figure>
        ) : null}
        <Figure>
          <dt>{t('wallet.balance')}</dt>
          <dd data-testid="wallet-balance">{fmt.money(member.user.balance)}</dd>
        </Figure>
      </Figures>
    </div>
  );
}
