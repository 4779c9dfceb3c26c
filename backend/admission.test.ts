import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { loadConfig } from './config';
import { DEMO_USER } from './db/seed';
import { setupBackend } from './testing';

const backend = setupBackend();

/** The backend with this admission, called as the portal calls it; its answers as Promises. */
function appWith(admit?: number) {
  const app = createApp({
    db: backend.database.db,
    config: loadConfig({ SEED_DEMO: 'false' }),
    secret: 'z'.repeat(40),
    admit,
  });
  return (op: string, params: object) =>
    Promise.resolve(
      app.request(`/public/${op}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ params }),
      }),
    );
}

/** How often the event loop came round while a burst of searches was answered. */
async function loopTurnsDuringSearches(admit?: number) {
  const post = appWith(admit);
  let turns = 0;
  let counting = true;
  const count = () => {
    if (!counting) return;
    turns++;
    setImmediate(count);
  };
  setImmediate(count);
  // Each its own text, so each counts its own facets too, as a typeahead does.
  const search = (i: number) => post('search-games', { q: `a${String.fromCharCode(97 + (i % 26))}`, limit: 48 });
  const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => search(i)));
  counting = false;
  expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
  return turns;
}

describe('admission', () => {
  it('lets a search by while a login waits on its password hash', async () => {
    const post = appWith(1);
    const answered: string[] = [];
    await Promise.all([
      post('user-do-login', { userId: DEMO_USER.userId, password: DEMO_USER.password }).then(() =>
        answered.push('login'),
      ),
      post('search-games', { q: 'dragon' }).then(() => answered.push('search')),
    ]);
    expect(answered).toEqual(['search', 'login']);
  });

  // On PGlite the queued queries run back to back: without admission a burst holds the event loop to its end, and a
  // visitor who connects meanwhile (a health check, a tile's art, the next search) is not even read until then.
  it('returns to the event loop between searches of a burst, so a visitor arriving meanwhile is read at once', async () => {
    expect(await loopTurnsDuringSearches(2)).toBeGreaterThanOrEqual(10);
  });
});
