import dynamic from 'next/dynamic';
import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useT } from '@/components/common/translation';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { isModalOpen, useDialogs } from '@/components/common/dialogs';
import { paths } from '@/lib/paths';
import { useBrandName } from '@/store/brand';
import { useAppSelector } from '@/store/hooks';
import { useSiteFormat } from '@/store/market';
import { selectHasFeature } from '@/store/pageSlice';
import { useSessionSummaryQuery } from '@/store/protectionApi';
import { selectRestriction } from '@/store/sessionSummary';
import { selectLoggedOut } from '@/store/sessionSlice';
import { useTransferOutMutation } from '@/store/userApi';
import type { PlayLaunch, PlayProps } from './playPage';
import { SessionBar } from './SessionBar';
import { useGameMessages } from './useGameMessages';
import { usePlayActivity } from './usePlayActivity';

const DepositDialog = dynamic(() => import('./DepositDialog').then((m) => m.DepositDialog), { ssr: false });

/** One health check: a break or exclusion taken in another tab ends play within it. */
export const PLAY_CHECK_MS = 30_000;

/** The game needs scripts, its spin form, and its own origin (its form checks Origin); nothing else (no pop-ups, top navigation, downloads). */
const SANDBOX = 'allow-scripts allow-forms allow-same-origin';

/** True while a modal dialog (the reality check, any message, the deposit form) is open: the game is inert under it. */
function useCovered() {
  const [covered, setCovered] = useState(false);
  useEffect(() => {
    const check = () => setCovered(isModalOpen());
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-modal'] });
    check();
    return () => observer.disconnect();
  }, []);
  return covered;
}

/** The game in a page of the portal (sites with gameLaunch 'page'): the session bar above it, the game filling the rest. */
export function PlayScreen({ launch, game }: PlayProps) {
  const { t } = useT();
  const router = useRouter();
  const dialogs = useDialogs();
  const brand = useBrandName(t);
  const fmt = useSiteFormat();
  const member = useAppSelector(selectLoggedOut) === false;
  const protection = useAppSelector((state) => selectHasFeature(state, 'player-protection'));
  useSessionSummaryQuery(undefined, { skip: !member || !protection, pollingInterval: PLAY_CHECK_MS });
  const restriction = useAppSelector(selectRestriction);
  const [transferOut] = useTransferOutMutation();
  const [depositing, setDepositing] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const left = useRef(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const covered = useCovered();
  const origin = launch.status === 'success' ? launch.origin : null;
  const playing = origin !== null && member && !restriction;
  const reportPlay = usePlayActivity(frame, playing);
  useGameMessages(frame, playing ? origin : null, reportPlay);

  // Leaving the game for another page of the portal (the reality check's limits, say) brings its money back.
  const launched = launch.status === 'success';
  useEffect(() => {
    if (!launched) return;
    const away = () => {
      if (!left.current) void transferOut();
      left.current = true;
    };
    router.events.on('routeChangeStart', away);
    return () => router.events.off('routeChangeStart', away);
  }, [launched, router.events, transferOut]);

  // A break or exclusion taken elsewhere ends play here too (the frame is gone): its money comes back.
  useEffect(() => {
    if (!restriction || !launched || left.current) return;
    left.current = true;
    void transferOut();
  }, [restriction, launched, transferOut]);

  async function backToLobby() {
    setLeaving(true);
    const wasLeft = left.current;
    left.current = true;
    const result = launched && member && !wasLeft ? await transferOut() : null;
    await router.push(paths.home);
    if (result?.data?.status === 'success') await dialogs.alert('gameMoneyBack', { amount: fmt.money(result.data.amount) });
  }

  const refusal = refusalOf(launch, member, restriction?.until, t, fmt.dateTime);

  return (
    <Shell>
      <Head>
        <title>{`${game.name} | ${brand}`}</title>
      </Head>
      <SessionBar gameName={game.name} member={member} onDeposit={() => setDepositing(true)} onBack={() => void backToLobby()} leaving={leaving} />
      <Stage id="main" aria-label={game.name}>
        {playing && !refusal ? (
          <Frame ref={frame} src={launch.status === 'success' ? launch.gameUrl : undefined} title={t('play.frame', { name: game.name })} sandbox={SANDBOX} allow="" inert={covered} />
        ) : (
          <Refused role="alert">
            <p>{refusal}</p>
            {member ? null : (
              <Link href={`${paths.login}?callbackUrl=${encodeURIComponent(router.asPath)}`}>{t('nav.login')}</Link>
            )}
          </Refused>
        )}
      </Stage>
      {depositing ? <DepositDialog onClose={() => setDepositing(false)} /> : null}
    </Shell>
  );
}

type Translate = (key: string, values?: Record<string, string>) => string;

/** The launch's own messages, as its dialogs say them; null when the game may be played. */
function refusalOf(launch: PlayLaunch, member: boolean, restrictedUntil: string | undefined, t: Translate, dateTime: (value: string) => string): string | null {
  if (!member || launch.status === 'login') return t('dialog.msg2001');
  if (restrictedUntil) return t('dialog.gameRestricted', { until: dateTime(restrictedUntil) });
  if (launch.status === 'restricted') return t('dialog.gameRestricted', { until: dateTime(launch.until) });
  if (launch.status === 'time') return t('dialog.msg2002');
  if (launch.status === 'error') return t('dialog.msg2012');
  return null;
}

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  height: 100vh;
  height: 100dvh;
  background: ${({ theme }) => theme.colors.background};
`;

const Stage = styled.main`
  position: relative;
  flex: 1;
  min-height: 0;
`;

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 100%;
  border: 0;
`;

const Refused = styled.div`
  display: grid;
  place-content: center;
  gap: 12px;
  height: 100%;
  padding: 24px;
  text-align: center;

  p {
    margin: 0;
    font-size: 1.1rem;
  }
  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 700;
  }
`;
