import type { GetServerSidePropsContext } from 'next';
import { callBackend, callBackendCached, type CallOptions } from '@/lib/backend';
import { serverEnv } from '@/lib/env';
import { gameName } from '@/lib/launch';
import { gameOrigin } from '@/lib/play';
import type { RootState } from '@/store';
// eslint-disable-next-line boundaries/dependencies -- moves to loaders/ with the launch-by-POST work (issue 57)
import { publicPageProps } from '@/loaders/pageProps';
import { selectSite } from '@/store/pageSlice';
import { userApi } from '@/store/userApi';

/** What the play page's launch came to: the game to frame, or why not (the launch's own messages). */
export type PlayLaunch =
  | { status: 'success'; gameUrl: string; origin: string }
  | { status: 'login' }
  | { status: 'time' }
  | { status: 'restricted'; until: string }
  | { status: 'error' };

export interface PlayGame {
  company: string;
  code: string;
  name: string;
}

export interface PlayProps {
  launch: PlayLaunch;
  game: PlayGame;
}

const GAME_CODE = /^[A-Za-z0-9_.-]{1,64}$/;

/** The game's name from the lobby's lists (shared answers): a slot of its company, else a casino or sport lobby; else its code. */
async function nameOf(company: string, code: string, call: CallOptions, locale: string | undefined): Promise<string> {
  const [slots, casino, sport] = await Promise.all([
    callBackendCached('get-slot-by-company', { company }, call),
    callBackendCached('get-casino-setting', undefined, call),
    callBackendCached('get-sport-setting', undefined, call),
  ]);
  const found =
    (slots.ok && slots.data.status === 'success' ? slots.data.games.find((game) => game.code === code) : undefined) ??
    (casino.ok ? casino.data.casiono?.find((vendor) => vendor.code === code && vendor.gameCompany === company) : undefined) ??
    (sport.ok ? sport.data.sport?.find((vendor) => vendor.code === code && vendor.gameCompany === company) : undefined);
  return (found && gameName(found, locale)) || code;
}

/** The launch itself, as open-game answers it; the game's origin must be one the page may frame (GAME_FRAME_ORIGINS). */
async function launchOf(company: string, code: string, call: CallOptions): Promise<PlayLaunch> {
  const result = await callBackend('open-game', { code, company, timeStemp: Date.now() }, call);
  if (!result.ok) return { status: 'error' };
  const answer = result.data;
  if (answer.status === 'restricted') return { status: 'restricted', until: answer.restriction.until };
  if (answer.status === 'time') return { status: 'time' };
  if (answer.status !== 'success') return { status: 'error' };
  const origin = gameOrigin(answer.gameUrl);
  const framable = serverEnv().GAME_FRAME_ORIGINS.split(' ');
  return origin && framable.includes(origin) ? { status: 'success', gameUrl: answer.gameUrl, origin } : { status: 'error' };
}

/**
 * The play page (sites with gameLaunch 'page'): every view is one launch (open-game), so a reload relaunches the same
 * game once; the game money it moved is read after it, so the bar starts from the launch's figures.
 */
export async function playPageProps(ctx: GetServerSidePropsContext) {
  const company = String(ctx.params?.company ?? '');
  const code = String(ctx.params?.code ?? '');
  if (!GAME_CODE.test(company) || !GAME_CODE.test(code)) return { notFound: true as const };
  let launch: PlayLaunch = { status: 'login' };
  let name = code;
  const page = await publicPageProps(ctx, {
    namespaces: ['play', 'wallet', 'banks'],
    framesGames: true,
    load: async (page) => {
      if (selectSite(page.store.getState()).gameLaunch !== 'page') return;
      const named = nameOf(company, code, page.call, ctx.locale).then((found) => (name = found));
      if (page.member) {
        await page.memberLoaded;
        launch = await launchOf(company, code, page.call);
        const money = launch.status === 'success' ? await callBackend('get-in-game-balance', undefined, page.call) : null;
        if (money?.ok) {
          page.store.dispatch(
            userApi.util.updateQueryData('healthCheck', undefined, (draft) => {
              draft.user.balance = money.data.balance;
              draft.user.in_balance = money.data.gameMoney;
            }),
          );
        }
      }
      await named;
    },
  });
  if (!('props' in page)) return page;
  if (selectSite(page.props.initialState as RootState).gameLaunch !== 'page') return { notFound: true as const };
  return { props: { ...page.props, launch, game: { company, code, name } } };
}
