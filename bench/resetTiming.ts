// Times request-password-reset for ids that exist and ids that do not, on the reference backend in this process with
// PGlite in a data folder (the default deployment), alternated request by request; the medians should match.
import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createApp } from '../backend/app';
import { loadConfig } from '../backend/config';
import { openDb } from '../backend/db';
import { users } from '../backend/db/schema';
import { nickKey } from '../backend/nickname';
import { tempDir } from '../tests/support/servers';
import { median } from './cannon';

export interface ResetTiming {
  requests: number;
  knownP50Ms: number;
  unknownP50Ms: number;
}

export async function resetTiming(requests = 200): Promise<ResetTiming> {
  const dataDir = tempDir('bench-reset');
  const database = await openDb({ dataDir });
  try {
    // Straight into the table: hashing 200 passwords would cost more than the measure; nobody logs in here.
    const ids = Array.from({ length: requests + 20 }, (_, i) => `reset${String(i).padStart(4, '0')}`);
    await database.db.insert(users).values(
      ids.map((userId) => ({
        userId,
        nick: userId,
        nickKey: nickKey(userId),
        phone: '010-5555-1234',
        passwordHash: 'x',
      })),
    );
    const config = loadConfig({ SEED_DEMO: 'false', RATE_LIMIT_PASSWORD_RESET_PER_HOUR: '1000000' });
    const app = createApp({ db: database.db, config, secret: 'x'.repeat(48) });
    const ask = async (userId: string) => {
      const begun = performance.now();
      const response = await app.request('/public/request-password-reset', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ params: { userId, phone: '010-5555-1234' } }),
      });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`request-password-reset ${userId}: ${response.status} ${body}`);
      return performance.now() - begun;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // The first twenty of each warm the JIT and the database's caches and are not counted.
    for (let i = 0; i < ids.length; i++) {
      const [k, u] = [await ask(ids[i]), await ask(`nobody${String(i).padStart(4, '0')}`)];
      if (i < 20) continue;
      known.push(k);
      unknown.push(u);
    }
    const p50 = (values: number[]) => Number(median(values).toFixed(2));
    return { requests, knownP50Ms: p50(known), unknownP50Ms: p50(unknown) };
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
