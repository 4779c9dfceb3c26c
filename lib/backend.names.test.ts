// @vitest-environment node
// An operator's backend that answers some operations only under its own legacy names (BACKEND_OPERATION_NAMES).
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callBackend } from './backend';
import { parseServerEnv } from './env';

const LEGACY: Record<string, unknown> = {
  user_del_help: { status: 'success' },
  get_user_note: { status: 'success', notes: [] },
};

let server: Server;
let paths: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    paths.push(req.url ?? '');
    req.resume();
    const answer = LEGACY[(req.url ?? '').replace(/^\/public\//, '')];
    res
      .writeHead(answer ? 200 : 404, { 'content-type': 'application/json' })
      .end(JSON.stringify(answer ?? { status: 'error', code: 'not_found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.BACKEND_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.BACKEND_OPERATION_NAMES = ' del-help-message = user_del_help , get-user-note=get_user_note ';
});

afterAll(() => {
  delete process.env.BACKEND_OPERATION_NAMES;
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});

describe('callBackend with BACKEND_OPERATION_NAMES', () => {
  it('reaches a mapped operation under the backend’s legacy name', async () => {
    paths = [];
    expect(await callBackend('del-help-message', { id: 7 }, { token: 't' })).toEqual({
      ok: true,
      data: { status: 'success' },
    });
    expect(await callBackend('get-user-note', undefined, { token: 't' })).toEqual({
      ok: true,
      data: { status: 'success', notes: [] },
    });
    expect(paths).toEqual(['/public/user_del_help', '/public/get_user_note']);
  });

  it('calls an operation the variable leaves out by its contract name', async () => {
    paths = [];
    expect(await callBackend('del-all-help', undefined, { token: 't' })).toMatchObject({ ok: false, httpStatus: 404 });
    expect(paths).toEqual(['/public/del-all-help']);
  });
});

describe('BACKEND_OPERATION_NAMES at start', () => {
  const names = (value: string) => parseServerEnv({ BACKEND_OPERATION_NAMES: value }).BACKEND_OPERATION_NAMES;

  it('is empty unless set', () => {
    expect(parseServerEnv({}).BACKEND_OPERATION_NAMES).toEqual({});
    expect(names('')).toEqual({});
  });

  it('reads operation=name pairs', () => {
    expect(names('del-help-message=user_del_help,get-user-note=get_user_note')).toEqual({
      'del-help-message': 'user_del_help',
      'get-user-note': 'get_user_note',
    });
  });

  it('takes another operation’s name only when that operation itself answers under a different one', () => {
    expect(names('health-check=user-do-login,user-do-login=login')).toEqual({
      'health-check': 'user-do-login',
      'user-do-login': 'login',
    });
    expect(() => names('health-check=user-do-login')).toThrow(
      /BACKEND_OPERATION_NAMES: "user-do-login" is the operation user-do-login itself/,
    );
  });

  it('fails naming the variable for an unknown operation or a malformed value', () => {
    for (const bad of [
      'get-nothing=get_nothing',
      'del-help-message',
      'del-help-message=',
      '=user_del_help',
      'del-help-message=user del help',
      'del-help-message=../admin/answer-help',
      'del-help-message=a/b',
      'del-help-message=a?x=1',
      'del-help-message=one,del-help-message=two',
      'del-help-message=same,del-all-help=same',
      // Another operation's own name: a health check would log in.
      'health-check=user-do-login',
      'del-help-message=del-all-help',
    ]) {
      expect(() => names(bad), bad).toThrow(/BACKEND_OPERATION_NAMES/);
    }
  });
});
