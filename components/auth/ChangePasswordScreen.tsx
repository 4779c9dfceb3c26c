import Link from 'next/link';
import { useRouter } from 'next/router';
import { useT } from '@/components/common/translation';
import { useState } from 'react';
import styled from 'styled-components';
import { PasswordForm } from '@/components/common/PasswordForm';
import { Button } from '@/components/common/Button';
import { Sheet } from '@/components/common/Card';
import { Message } from '@/components/common/Outcome';
import { PageLayout } from '@/components/layout/PageLayout';
import { paths, safeCallbackUrl } from '@/lib/paths';
import { useLogin } from './useLogin';

export interface ChangePasswordProps {
  /** The member whose temporary password opened this page, or null when no change is pending (or it expired). */
  userId: string | null;
}

type State = 'open' | 'expired' | 'changed';

/** The forced change after an operator's reset: a new password first, then the usual login, then on to where the member was going. */
export function ChangePasswordScreen({ userId }: ChangePasswordProps) {
  const { t } = useT();
  const { query } = useRouter();
  const { login } = useLogin(t);
  const [state, setState] = useState<State>(userId ? 'open' : 'expired');
  const back = safeCallbackUrl(query.callbackUrl);
  const loginHref = { pathname: paths.login, query: back ? { callbackUrl: back } : {} };

  async function changed(newPassword: string) {
    if (!userId || (await login(userId, newPassword)).status !== 'signed-in') setState('changed');
  }

  return (
    <PageLayout title={t('account.forced.title')}>
      <Sheet $width={520}>
        <h1>{t('account.forced.title')}</h1>
        {state === 'open' && userId ? (
          <>
            <p>{t('account.forced.intro', { userId })}</p>
            <PasswordForm forced={{ userId, onChanged: changed, onExpired: () => setState('expired') }} />
          </>
        ) : (
          <Ended as="div" role="alert" $tone={state === 'changed' ? 'success' : 'error'}>
            {t(state === 'changed' ? 'account.forced.changed' : 'account.forced.expired')}
          </Ended>
        )}
        {state === 'open' ? null : (
          <Button as={Link} href={loginHref} $tone="primary">
            {t('account.forced.toLogin')}
          </Button>
        )}
      </Sheet>
    </PageLayout>
  );
}

const Ended = styled(Message)`
  margin: 8px 0 20px;
`;
