import type { GetServerSidePropsContext } from 'next';
import { callBackendCached, type CallOptions } from '@/lib/backend';
import { serverEnv } from '@/lib/env';
import { gameName } from '@/lib/launch';
import type { RootState } from '@/store';
import { publicPageProps } from '@/loaders/pageProps';
import { selectSite } from '@/store/pageSlice';

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
    (casino.ok
      ? casino.data.casiono?.find((vendor) => vendor.code === code && vendor.gameCompany === company)
      : undefined) ??
    (sport.ok ? sport.data.sport?.find((vendor) => vendor.code === code && vendor.gameCompany === company) : undefined);
  return (found && gameName(found, locale)) || code;
}

/** Sent here by another site (a link, `location =`, `window.open`): Fetch Metadata says so; a browser without it is trusted. */
const fromAnotherSite = (ctx: GetServerSidePropsContext) =>
  ['cross-site', 'same-site'].includes(String(ctx.req.headers['sec-fetch-site'] ?? ''));

/**
 * The play page (sites with gameLaunch 'page') renders the shell only: the bar from the member's figures and the game's
 * name. Nothing moves on a GET or HEAD; the launch is the page's own POST (open-game through the proxy), once in front.
 */
export async function playPageProps(ctx: GetServerSidePropsContext) {
  const company = String(ctx.params?.company ?? '');
  const code = String(ctx.params?.code ?? '');
  if (!GAME_CODE.test(company) || !GAME_CODE.test(code)) return { notFound: true as const };
  let name = code;
  const page = await publicPageProps(ctx, {
    namespaces: ['play', 'wallet', 'banks'],
    framesGames: true,
    load: async (page) => {
      if (selectSite(page.store.getState()).gameLaunch !== 'page') return;
      [name] = await Promise.all([
        nameOf(company, code, page.call, ctx.locale),
        page.member ? page.memberLoaded : null,
      ]);
    },
  });
  if (!('props' in page)) return page;
  if (selectSite(page.props.initialState as RootState).gameLaunch !== 'page') return { notFound: true as const };
  const framable = serverEnv()
    .GAME_FRAME_ORIGINS.split(' ')
    .filter((entry) => entry.startsWith('http'));
  return { props: { ...page.props, game: { company, code, name }, framable, autoStart: !fromAnotherSite(ctx) } };
}
