import dynamic from 'next/dynamic';
import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useT } from '@/components/common/translation';
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/common/Button';
import { useDialogs } from '@/components/common/dialogs';
import { useInBrowser } from '@/components/common/useInBrowser';
import { paths } from '@/lib/paths';
import { useBrandName } from '@/store/brand';
import { selectCovered } from '@/store/dialogSlice';
import { useAppSelector } from '@/store/hooks';
import { useSiteFormat } from '@/store/market';
import { selectHasFeature } from '@/store/pageSlice';
import { useSessionSummaryQuery } from '@/store/protectionApi';
import { selectRestriction } from '@/store/sessionSummary';
import { selectLoggedOut } from '@/store/sessionSlice';
import { clearGameLeft, markGameLeft } from '@/lib/gameLeft';
import { launchOutcome } from '@/lib/play';
import { useOpenGameMutation } from '@/store/gamesApi';
import { useTransferOutMutation } from '@/store/userApi';
import type { PlayLaunch, PlayProps } from '@/lib/play';
import { SessionBar } from './SessionBar';
import { useGameMessages } from './useGameMessages';
import { usePlayActivity } from './usePlayActivity';

const DepositDialog = dynamic(() => import('./DepositDialog').then((m) => m.DepositDialog), { ssr: false });

/** One health check: a break or exclusion taken in another tab ends play within it. */
export const PLAY_CHECK_MS = 30_000;

/** The game needs scripts, its spin form, and its own origin (its form checks Origin); nothing else (no pop-ups, top navigation, downloads). */
const SANDBOX = 'allow-scripts allow-forms allow-same-origin';

/** Before the launch's answer: waiting for the member (a page another site sent here) or for the page to be in front, then asking. */
type Phase = { status: 'waiting' } | { status: 'launching' } | PlayLaunch;

/**
 * The page's own game money back into the balance as the page goes away (another page loaded whole, Back, the tab
 * closed): a keepalive POST through the proxy outlives the page, as its checks want (POST, JSON, same origin).
 */
function bringBackOnLeaving() {
  void fetch('/api/routes/transfer-out', {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  }).catch(() => undefined);
}

/** Resolves once the page is in front (visible): a page opened in a background tab launches when the member looks at it. */
function useInFront() {
  const [inFront, setInFront] = useState(false);
  useEffect(() => {
    const check = () => setInFront(document.visibilityState === 'visible');
    check();
    document.addEventListener('visibilitychange', check);
    return () => document.removeEventListener('visibilitychange', check);
  }, []);
  return inFront;
}

/**
 * The game in a page of the portal (sites with gameLaunch 'page'): the session bar above it, the game filling the rest.
 * The server renders the shell only; the page launches the game itself (open-game, a POST through the proxy) once it
 * is in front, or on the member's click when another site sent the browser here (docs/decisions.md, the game shell).
 */
export function PlayScreen({ game, framable, autoStart }: PlayProps) {
  const { t } = useT();
  const router = useRouter();
  const dialogs = useDialogs();
  const brand = useBrandName(t);
  const fmt = useSiteFormat();
  const member = useAppSelector(selectLoggedOut) === false;
  const protection = useAppSelector((state) => selectHasFeature(state, 'player-protection'));
  useSessionSummaryQuery(undefined, { skip: !member || !protection, pollingInterval: PLAY_CHECK_MS });
  const restriction = useAppSelector(selectRestriction);
  const [openGame] = useOpenGameMutation();
  const [transferOut] = useTransferOutMutation();
  const [phase, setPhase] = useState<Phase>({ status: 'waiting' });
  const [started, setStarted] = useState(autoStart);
  const [depositing, setDepositing] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const left = useRef(false);
  const asked = useRef(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // A dialog over the game (a message, the deposit dialog) makes it inert: the player's keys and clicks stay with the dialog.
  const covered = useAppSelector(selectCovered);
  const inFront = useInFront();
  // Until React listens, a click on the server's button would be lost: it is off until then.
  const listening = useInBrowser();
  const origin = phase.status === 'success' ? phase.origin : null;
  const playing = origin !== null && member && !restriction;
  const reportPlay = usePlayActivity(frame, playing);
  useGameMessages(frame, playing ? origin : null, reportPlay);
  const canFrame = framable.length > 0;

  const launch = useCallback(async () => {
    setPhase({ status: 'launching' });
    clearGameLeft();
    const result = await openGame({ code: game.code, company: game.company, timeStemp: Date.now() });
    const outcome = launchOutcome(
      'data' in result && result.data
        ? result.data
        : { failed: result.error && 'status' in result.error ? result.error.status : 'network' },
      framable,
    );
    // A game this page may not frame would be a grey box holding the member's money: it comes back at once.
    if (outcome.status === 'unframable') await transferOut();
    left.current = false;
    setPhase(outcome);
  }, [openGame, transferOut, game.code, game.company, framable]);

  // One launch per view of the page, once it is in front and (for a page another site opened) the member asked for it.
  useEffect(() => {
    if (!member || restriction || !canFrame || !started || !inFront || asked.current) return;
    asked.current = true;
    void launch();
  }, [member, restriction, canFrame, started, inFront, launch]);

  // Leaving the game for another page of the portal (the reality check's limits, say) brings its money back.
  const launched = phase.status === 'success';
  useEffect(() => {
    if (!launched) return;
    const away = () => {
      if (!left.current) void transferOut();
      left.current = true;
    };
    router.events.on('routeChangeStart', away);
    return () => router.events.off('routeChangeStart', away);
  }, [launched, router.events, transferOut]);

  // So does leaving the page itself (Back to a page loaded whole, a link typed in, the tab closed); a page the browser
  // kept and shows again (Back, then Forward) launches again. The mark lets the tab's next page send it again.
  useEffect(() => {
    if (!launched) return;
    const hide = () => {
      if (!left.current) {
        bringBackOnLeaving();
        markGameLeft();
      }
      left.current = true;
    };
    const show = (event: PageTransitionEvent) => {
      if (!event.persisted || !left.current) return;
      asked.current = false;
      setPhase({ status: 'waiting' });
    };
    window.addEventListener('pagehide', hide);
    window.addEventListener('pageshow', show);
    return () => {
      window.removeEventListener('pagehide', hide);
      window.removeEventListener('pageshow', show);
    };
  }, [launched]);

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
    if (result?.data?.status === 'success')
      await dialogs.alert('gameMoneyBack', { amount: fmt.money(result.data.amount) });
  }

  const refusal = refusalOf(canFrame ? phase : { status: 'unframable' }, member, restriction?.until, t, fmt.dateTime);
  const waitingForClick = member && !started && phase.status === 'waiting' && !refusal;

  return (
    <Shell>
      <Head>
        <title>{`${game.name} | ${brand}`}</title>
      </Head>
      <SessionBar
        gameName={game.name}
        member={member}
        onDeposit={() => setDepositing(true)}
        onBack={() => void backToLobby()}
        leaving={leaving}
      />
      <Stage id="main" aria-label={game.name}>
        {playing && !refusal ? (
          <Frame
            ref={frame}
            src={phase.status === 'success' ? phase.gameUrl : undefined}
            title={t('play.frame', { name: game.name })}
            sandbox={SANDBOX}
            allow=""
            inert={covered}
          />
        ) : waitingForClick ? (
          <Refused>
            <p>{t('play.fromElsewhere')}</p>
            <Button type="button" $tone="primary" disabled={!listening} onClick={() => setStarted(true)}>
              {t('play.start')}
            </Button>
          </Refused>
        ) : refusal ? (
          <Refused role="alert">
            <p>{refusal}</p>
            {member ? null : (
              <Link href={`${paths.login}?callbackUrl=${encodeURIComponent(router.asPath)}`}>{t('nav.login')}</Link>
            )}
          </Refused>
        ) : (
          <Refused role="status">
            <p>{t('play.starting')}</p>
          </Refused>
        )}
      </Stage>
      {depositing ? <DepositDialog onClose={() => setDepositing(false)} /> : null}
    </Shell>
  );
}

type Translate = (key: string, values?: Record<string, string>) => string;

/** The launch's own messages, as its dialogs say them; null while the game is on its way or may be played. */
function refusalOf(
  phase: Phase,
  member: boolean,
  restrictedUntil: string | undefined,
  t: Translate,
  dateTime: (value: string) => string,
): string | null {
  if (!member || phase.status === 'login') return t('dialog.msg2001');
  if (restrictedUntil) return t('dialog.gameRestricted', { until: dateTime(restrictedUntil) });
  if (phase.status === 'restricted') return t('dialog.gameRestricted', { until: dateTime(phase.until) });
  if (phase.status === 'time') return t('dialog.msg2002');
  if (phase.status === 'error') return t('dialog.msg2012');
  if (phase.status === 'unframable') return t('play.unframable');
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
  button {
    justify-self: center;
  }
`;
