import Link from 'next/link';
import { useT } from '@/components/common/translation';
import styled from 'styled-components';
import { PageTitle } from '@/components/common/Card';
import { UnavailableNotice } from '@/components/common/UnavailableNotice';
import { PageLayout } from '@/components/layout/PageLayout';
import { infoPath } from '@/lib/paths';
import { useAppSelector } from '@/store/hooks';
import { selectPageDataFailed } from '@/store/pageSlice';
import { usePlayLimitsQuery } from '@/store/protectionApi';
import { DepositLimits } from './DepositLimits';
import { Cards, Lead } from './parts';
import { RealityCheck } from './RealityCheck';
import { RestrictionNotice } from './RestrictionNotice';
import { StepAway } from './StepAway';

export function ProtectionScreen() {
  const { t } = useT();
  const failed = useAppSelector((state) => selectPageDataFailed(state, 'get-play-limits'));
  const { data, error } = usePlayLimitsQuery();
  const title = t('protection.title');
  const restriction = data?.restriction ?? null;

  return (
    <PageLayout title={title}>
      <PageTitle>{title}</PageTitle>
      <Lead>
        {t('protection.intro')}{' '}
        <Link href={infoPath('responsible')} prefetch={false}>
          {t('protection.help')}
        </Link>
      </Lead>
      {data ? (
        <>
          {restriction ? <RestrictionNotice restriction={restriction} /> : null}
          <Stack>
            <DepositLimits limits={data} readOnly={restriction !== null} />
            <Cards $columns={restriction ? 1 : 3}>
              <RealityCheck minutes={data.realityCheckMinutes} />
              {restriction ? null : (
                <>
                  <StepAway kind="break" />
                  <StepAway kind="exclusion" />
                </>
              )}
            </Cards>
          </Stack>
        </>
      ) : failed || error ? (
        <UnavailableNotice />
      ) : null}
    </PageLayout>
  );
}

const Stack = styled.div`
  margin-top: 16px;

  a {
    color: ${({ theme }) => theme.colors.accent};
  }
`;
