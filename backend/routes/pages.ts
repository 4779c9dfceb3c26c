import { and, eq, gt, isNull } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { DEMO_STAKES, siteLanguages, type SiteLanguage } from '@/lib/contract/terms';
import { artKey, artKinds, renderArt, renderThumbnail, type ArtKind } from '../art';
import { randomId, unseal } from '../crypto';
import { games, sessions, users, vendors } from '../db/schema';
import { reelsOf, spin } from '../gameWallet';
import {
  closedGamePage,
  demoGamePage,
  expiredGamePage,
  framingOrigins,
  pageCsp,
  refusedGamePage,
  type DemoPlay,
} from '../html';
import { Refusal, type Deps } from '../ops';
import { restrictionOf } from '../protection';
import { gameTicket } from './games';

const isArtKind = (kind: string): kind is ArtKind => (artKinds as readonly string[]).includes(kind);
const SPIN_KEY = /^[A-Za-z0-9_-]{8,64}$/;
const STAKE = /^[1-9][0-9]{0,15}$/;
const isSiteLanguage = (value: unknown): value is SiteLanguage =>
  typeof value === 'string' && (siteLanguages as readonly string[]).includes(value);

export function pageRoutes({ db, config, secret, now, random }: Deps) {
  const app = new Hono();
  const ownOrigin = new URL(config.publicUrl).origin;
  // same-origin, not no-referrer: under no-referrer a browser sends `Origin: null` with the spin form, and the check below needs it.
  const pageHeaders = {
    'content-security-policy': pageCsp(config.gameFrameAncestors),
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
    'referrer-policy': 'same-origin',
  };

  app.get('/art/:kind/:file', async (c) => {
    const kind = c.req.param('kind');
    const [, key = '', format] = /^(.+)\.(webp|svg)$/.exec(c.req.param('file')) ?? [];
    if (!isArtKind(kind) || !artKey.test(key)) throw new Refusal('not_found');
    const headers = {
      'cache-control': 'public, max-age=86400',
      'content-security-policy': "default-src 'none'",
      'x-content-type-options': 'nosniff',
    };
    if (format === 'svg')
      return c.body(renderArt(kind, key), 200, { ...headers, 'content-type': 'image/svg+xml; charset=utf-8' });
    return c.body(new Uint8Array(await renderThumbnail(kind, key)), 200, { ...headers, 'content-type': 'image/webp' });
  });

  /**
   * The game, member and session a ticket names, while the session lives and the launch is younger than the portals'
   * idle limit (spins do not reach the portal, so its session would have ended by then); null for a bad or dead ticket.
   */
  async function playOf(ticket: string, code: string) {
    const claims = unseal(secret, 'game', ticket, now());
    if (
      typeof claims?.gid !== 'number' ||
      typeof claims.uid !== 'number' ||
      typeof claims.sid !== 'string' ||
      typeof claims.act !== 'number'
    )
      return null;
    if (now().getTime() - claims.act >= config.sessionIdleMs) return null;
    const launchedAt = claims.act;
    // A ticket issued before tickets named their language is read as the default site's.
    const language = isSiteLanguage(claims.lng) ? claims.lng : 'ko';
    const [found] = await db
      .select({
        gameId: games.id,
        code: games.code,
        nameKo: games.nameKo,
        nameEn: games.nameEn,
        vendorKo: vendors.nameKo,
        vendorEn: vendors.nameEn,
        userId: users.id,
        nick: users.nick,
        gameMoney: users.gameMoney,
        currency: users.currency,
        sessionId: sessions.id,
        used: games.used,
        vendorUsed: vendors.used,
      })
      .from(games)
      .innerJoin(vendors, eq(vendors.code, games.vendorCode))
      .innerJoin(users, and(eq(users.id, claims.uid), eq(users.state, 'active')))
      // A ticket dies with the session it was issued to.
      .innerJoin(
        sessions,
        and(
          eq(sessions.id, claims.sid),
          eq(sessions.userId, users.id),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now()),
        ),
      )
      .where(eq(games.id, claims.gid));
    return found && found.code === code ? { ...found, launchedAt, language } : null;
  }
  type Play = NonNullable<Awaited<ReturnType<typeof playOf>>>;

  const framers = framingOrigins(config.gameFrameAncestors);
  const render = (c: Context, found: Play, play: Omit<DemoPlay, 'ticket' | 'spinKey' | 'stakes' | 'framers'>) => {
    const ticket = gameTicket(
      secret,
      { uid: found.userId, sid: found.sessionId, gid: found.gameId, act: found.launchedAt, lng: found.language },
      now(),
    );
    return c.html(
      demoGamePage(
        found,
        { ...play, ticket, spinKey: randomId(), stakes: DEMO_STAKES, framers },
        { language: found.language, currency: found.currency },
      ),
      200,
      pageHeaders,
    );
  };

  app.get('/demo-game/:code', async (c) => {
    const found = await playOf(c.req.query('ticket') ?? '', c.req.param('code'));
    if (!found) return c.html(expiredGamePage(), 403, pageHeaders);
    if (found.used === 'n' || found.vendorUsed === 'n')
      return c.html(closedGamePage('maintenance', found.language), 403, pageHeaders);
    return render(c, found, { stake: DEMO_STAKES[0] });
  });

  // A spin is a plain form post: the key in the form makes a re-sent form find its spin instead of spinning again.
  app.post(
    '/demo-game/:code',
    bodyLimit({ maxSize: 4096, onError: (c) => c.html(refusedGamePage('Too large'), 413, pageHeaders) }),
    async (c) => {
      // Only the game's own page may spin: another site's form would play with a ticket it got hold of.
      if (c.req.header('origin') !== ownOrigin) return c.html(refusedGamePage('Forbidden: origin'), 403, pageHeaders);
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const field = (name: string) => (typeof form[name] === 'string' ? form[name] : '');
      const found = await playOf(field('ticket'), c.req.param('code'));
      if (!found) return c.html(expiredGamePage(), 403, pageHeaders);
      // Turned off by the operator after the launch: open-game answers `time` now, and so does a spin.
      if (found.used === 'n' || found.vendorUsed === 'n')
        return c.html(closedGamePage('maintenance', found.language), 403, pageHeaders);
      // A plain decimal integer only: Number() would read `1e2`, `0x64` and ` 100` as 100 too.
      const stake = STAKE.test(field('stake')) ? Number(field('stake')) : NaN;
      const spinKey = field('spin');
      if (!(DEMO_STAKES as readonly number[]).includes(stake))
        return c.html(refusedGamePage('Bad request: stake'), 400, pageHeaders);
      if (!SPIN_KEY.test(spinKey)) return c.html(refusedGamePage('Bad request: spin'), 400, pageHeaders);
      const at = now();
      if (await restrictionOf(db, found.userId, at))
        return c.html(closedGamePage('paused', found.language), 403, pageHeaders);
      // Asked on the game's own page, the backend's host.
      const done = await spin(db, {
        userId: found.userId,
        gameId: found.gameId,
        spinKey,
        stake,
        roll: random,
        at,
        host: new URL(config.publicUrl).hostname,
      });
      if (!done) return render(c, found, { stake, alert: 'notEnough' });
      const { bet, gameMoney } = done;
      return render(
        c,
        { ...found, gameMoney },
        { stake: bet.stake, last: { stake: bet.stake, win: bet.win, reels: reelsOf(bet.stake, bet.win, bet.id) } },
      );
    },
  );

  return app;
}
