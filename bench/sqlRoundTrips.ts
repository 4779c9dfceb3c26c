// Counts the SQL round trips of one `health-check` on the reference backend: the app in this process on an
// in-memory PGlite whose query methods are wrapped, a member registered and logged in, then one poll.
import { createApp } from '../backend/app';
import { loadConfig } from '../backend/config';
import { openDb } from '../backend/db';

export interface RoundTrips {
  op: string;
  roundTrips: number;
  statements: string[];
}

export async function healthCheckRoundTrips(): Promise<RoundTrips> {
  const database = await openDb({});
  try {
    const client = database.client!;
    const statements: string[] = [];
    let counting = false;
    const count =
      <A extends unknown[], R>(name: string, method: (...args: A) => Promise<R>) =>
      (...args: A) => {
        if (counting) statements.push(`${name}: ${String(args[0]).replace(/\s+/g, ' ').slice(0, 160)}`);
        return method(...args);
      };
    client.query = count('query', client.query.bind(client)) as typeof client.query;
    client.exec = count('exec', client.exec.bind(client)) as typeof client.exec;
    client.transaction = count('transaction', client.transaction.bind(client)) as typeof client.transaction;

    const app = createApp({ db: database.db, config: loadConfig({ SEED_DEMO: 'false' }), secret: 'x'.repeat(48) });
    const post = async (op: string, params: unknown, token?: string) => {
      const response = await app.request(`/public/${op}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ params }),
      });
      return (await response.json()) as { status: string; token?: string };
    };
    const member = { userId: 'sqlcount', password: 'sql-count-1234' };
    const registered = await post('user-register', {
      ...member,
      nick: 'sqlcount',
      phone: '010-5555-1234',
      bankname: '국민은행',
      bankOwner: '테스트',
      banknum: '12345678901',
    });
    if (registered.status !== 'success') throw new Error(`register: ${JSON.stringify(registered)}`);
    const { token } = await post('user-do-login', member);
    if (!token) throw new Error('login gave no token');
    await post('health-check', {}, token);
    counting = true;
    const answer = await post('health-check', {}, token);
    counting = false;
    if (answer.status !== 'authenticated') throw new Error(`health-check: ${JSON.stringify(answer)}`);
    return { op: 'health-check', roundTrips: statements.length, statements };
  } finally {
    await database.close();
  }
}
