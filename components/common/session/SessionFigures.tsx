import { useT } from '@/components/common/translation';
import { useCallback, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { formatDuration } from '@/lib/format/session';
import { minutesSince, msToNextMinute } from '@/lib/realityCheck';
import { useAppSelector } from '@/store/hooks';
import { useSessionSummaryQuery } from '@/store/protectionApi';
import { selectSessionSummaryAt } from '@/store/sessionSummary';
import { media } from '@/styles/theme';
import { Figure, type SummaryLayout } from './summaryParts';
import { useSiteFormat } from '@/store/market';

/** Minutes since login, going up on the minute; the server and the hydrating browser both count to the summary's fetch. */
function useMinutesSinceLogin(loginAt: string | undefined): number {
  const fetchedAt = useAppSelector(selectSessionSummaryAt);
  const subscribe = useCallback(
    (onChange: () => void) => {
      let timer: ReturnType<typeof setTimeout>;
      const tick = () => {
        onChange();
        timer = setTimeout(tick, msToNextMinute(loginAt, Date.now()));
      };
      timer = setTimeout(tick, msToNextMinute(loginAt, Date.now()));
      return () => clearTimeout(timer);
    },
    [loginAt],
  );
  return useSyncExternalStore(
    subscribe,
    () => minutesSince(loginAt, Date.now()),
    () => minutesSince(loginAt, fetchedAt ?? 0),
  );
}

/** The member's session as it is read out: the time since login (in words and as an ISO duration) and the net position; null before the summary. */
export function useSessionFigures({ skip = false } = {}) {
  const { t } = useT();
  const fmt = useSiteFormat();
  const { data } = useSessionSummaryQuery(undefined, { skip });
  const minutes = useMinutesSinceLogin(data?.loginAt);
  if (!data) return null;
  return {
    minutes,
    elapsed: formatDuration(minutes, t),
    duration: `PT${Math.trunc(minutes / 60)}H${minutes % 60}M`,
    net: data.net,
    signedNet: fmt.signed(data.net),
  };
}

type Layout = SummaryLayout | 'bar';

/** The time since login (a duration) and the net position since login, for a member of a backend with player protection. */
export function SessionFigures({ layout }: { layout: Layout }) {
  const { t } = useT();
  const figures = useSessionFigures();
  if (!figures) return null;
  const testId = (id: string) => (layout === 'strip' ? id : undefined);

  const items = (
    <>
      <Item $layout={layout === 'bar' ? 'strip' : layout}>
        <dt>{t('user.since')}</dt>
        <dd className="tabular" data-testid={testId('session-time')}>
          <time dateTime={figures.duration}>{figures.elapsed}</time>
        </dd>
      </Item>
      <Item $layout={layout === 'bar' ? 'strip' : layout} $net>
        <dt>{t('user.net')}</dt>
        <dd className="tabular" data-testid={testId('session-net')}>
          {figures.signedNet}
        </dd>
      </Item>
    </>
  );
  return layout === 'bar' ? <Bar data-testid="phone-session">{items}</Bar> : items;
}

// The net position in the text colour: neither a win nor a loss is dressed up.
const Item = styled(Figure)<{ $net?: boolean }>`
  dd {
    color: ${({ theme }) => theme.colors.text};
  }
  ${({ $layout, $net }) => ($layout === 'panel' && $net ? 'grid-column: span 2;' : '')}
`;

const Bar = styled.dl`
  display: flex;
  justify-content: flex-end;
  gap: 4px 16px;
  flex-wrap: wrap;
  margin: 0;
  padding: 0 12px 6px;
  font-size: 0.85rem;

  ${media.desktop} {
    display: none;
  }
`;
