import { useT } from '@/components/common/translation';
import styled from 'styled-components';
import { useAppSelector } from '@/store/hooks';
import { useSiteFormat } from '@/store/market';
import { selectHasFeature } from '@/store/pageSlice';
import { FIRST_HISTORY_PAGE, useLoginHistoryQuery } from '@/store/securityApi';

/** "Last signed in … from …": the login before this one, so a member notices one that was not theirs. */
export function LastLogin() {
  const { t } = useT();
  const offered = useAppSelector((state) => selectHasFeature(state, 'sessions'));
  const fmt = useSiteFormat();
  const { data } = useLoginHistoryQuery(FIRST_HISTORY_PAGE, { skip: !offered });
  if (!offered || !data) return null;
  const last = data.lastLogin;
  return (
    <Line>
      {last
        ? t('account.security.lastLogin', { time: fmt.dateTime(last.time), address: last.address, device: last.device })
        : t('account.security.firstLogin')}
    </Line>
  );
}

const Line = styled.p`
  margin: 0;
  font-size: 0.95rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
