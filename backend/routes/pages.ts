import { and, eq, gt, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { artKey, artKinds, renderArt, type ArtKind } from '../art';
import { unseal } from '../crypto';
import { games, sessions, users, vendors } from '../db/schema';
import { demoGamePage, expiredGamePage, pageCsp } from '../html';
import { Refusal, type Deps } from '../ops';

const isArtKind = (kind: string): kind is ArtKind => (artKinds as readonly string[]).includes(kind);

export function pageRoutes({ db, secret, now }: Deps) {
  const app = new Hono();

  app.get('/art/:kind/:file', (c) => {
    const kind = c.req.param('kind');
    const key = c.req.param('file').replace(/\.svg$/, '');
    if (!isArtKind(kind) || !artKey.test(key) || !c.req.param('file').endsWith('.svg')) throw new Refusal('not_found');
    return c.body(renderArt(kind, key), 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=86400',
      'content-security-policy': "default-src 'none'",
      'x-content-type-options': 'nosniff',
    });
  });

  app.get('/demo-game/:code', async (c) => {
    const headers = { 'content-security-policy': pageCsp, 'x-content-type-options': 'nosniff', 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };
    const claims = unseal(secret, 'game', c.req.query('ticket') ?? '', now());
    const [found] =
      typeof claims?.gid === 'number' && typeof claims.uid === 'number' && typeof claims.sid === 'string'
        ? await db
            .select({
              code: games.code,
              nameKo: games.nameKo,
              nameEn: games.nameEn,
              vendorKo: vendors.nameKo,
              vendorEn: vendors.nameEn,
              nick: users.nick,
              balance: users.balance,
            })
            .from(games)
            .innerJoin(vendors, eq(vendors.code, games.vendorCode))
            .innerJoin(users, and(eq(users.id, claims.uid), eq(users.state, 'active')))
            // A ticket dies with the session it was issued to.
            .innerJoin(sessions, and(eq(sessions.id, claims.sid), eq(sessions.userId, users.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now())))
            .where(eq(games.id, claims.gid))
        : [];
    if (!found || found.code !== c.req.param('code')) return c.html(expiredGamePage(), 403, headers);
    return c.html(demoGamePage(found), 200, headers);
  });

  return app;
}
