import { useRouter } from 'next/router';
import { useT } from '@/components/common/translation';
import { useEffect, useState } from 'react';
import { Sheet } from '@/components/common/Card';
import { PageLayout } from '@/components/layout/PageLayout';
import { sessionEndReason, type SessionEndReason } from '@/lib/auth-errors';
import { isAmountKept, takeSessionEnd } from '@/lib/sessionEnd';
import { LoginForm } from './LoginForm';

export function LoginScreen() {
  const { t } = useT();
  const ended = useEndedSession();
  return (
    <PageLayout title={t('login.title')}>
      <Sheet $width={420}>
        <h1>{t('login.title')}</h1>
        {ended ? (
          <p role="status">
            {t(`login.ended.${ended.reason}`)}
            {ended.amountKept ? ` ${t('login.ended.amountKept')}` : ''}
          </p>
        ) : (
          <p>{t('login.intro')}</p>
        )}
        <LoginForm />
      </Sheet>
    </PageLayout>
  );
}

/** Why the member is here: the server's redirect says it (`?reason=`), or the page that found the session gone noted it. */
function useEndedSession() {
  const { query } = useRouter();
  const fromUrl = sessionEndReason(query.reason);
  const [noted, setNoted] = useState<{ reason: SessionEndReason | null; amountKept: boolean }>({
    reason: null,
    amountKept: false,
  });
  useEffect(() => {
    // Browser storage is read after hydration, so the server's HTML and the first render agree.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setNoted({ reason: takeSessionEnd(), amountKept: isAmountKept() });
  }, []);
  const reason = noted.reason ?? fromUrl;
  return reason ? { reason, amountKept: noted.amountKept } : null;
}
