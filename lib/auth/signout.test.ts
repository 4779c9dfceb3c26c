// @vitest-environment node
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { JWT } from 'next-auth/jwt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupBackend } from '@/backend/testing';
import { callBackend } from '../backend';
import { authOptions } from './options';

// A fresh database per file takes seconds, more on a busy machine: the backend project's limits, not the unit one's.
vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 });

const backend = setupBackend();
let server: Server;

beforeAll(async () => {
  server = serve({ fetch: backend.app.fetch, hostname: '127.0.0.1', port: 0 }) as Server;
  await new Promise((resolve) => server.once('listening', resolve));
  process.env.BACKEND_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('signing out', () => {
  const signOut = (token: JWT) => authOptions.events!.signOut!({ token } as never);

  it('revokes the backend token on the server, so a copied cookie stops working even if the browser sent nothing', async () => {
    const token = await backend.login();
    expect(await callBackend('health-check', undefined, { token })).toMatchObject({ ok: true });
    await signOut({ backendToken: token });
    expect(await callBackend('health-check', undefined, { token })).toMatchObject({ ok: false, httpStatus: 401 });
  });

  it('ends only the session signed out of', async () => {
    const [first, second] = [await backend.login(), await backend.login()];
    await signOut({ backendToken: first });
    expect(await callBackend('health-check', undefined, { token: second })).toMatchObject({ ok: true });
  });

  it('a cookie without a backend token signs out without calling anyone', async () => {
    await expect(signOut({})).resolves.toBeUndefined();
  });
});
