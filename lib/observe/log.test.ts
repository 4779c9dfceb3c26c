// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createLogger } from './log';
import { requestIdOf, runWithRequest } from './requestContext';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const text: string[] = [];
  const logger = createLogger(
    {
      write: (line: string) => {
        text.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
    'trace',
  );
  return { logger, lines, text };
}

describe('the portal logger', () => {
  it('writes JSON lines with the level, time and the request id of the request it runs in', () => {
    const { logger, lines } = capture();
    runWithRequest({ requestId: 'req-1' }, () => logger.info({ route: '/user' }, 'GET /user 200'));
    logger.warn('outside a request');
    expect(lines[0]).toMatchObject({
      level: 'info',
      service: 'portal',
      request_id: 'req-1',
      route: '/user',
      msg: 'GET /user 200',
      time: expect.any(String),
    });
    expect(lines[1]).not.toHaveProperty('request_id');
  });

  it('never writes a secret, at any level, even when one is handed to it', () => {
    const { logger, text } = capture();
    logger.trace(
      {
        password: 'pw-123456',
        token: 'tok-abcdef',
        params: {
          password: 'pw-123456',
          code: '492817',
          banknum: '12345678901',
          recoveryCodes: ['rc-1', 'rc-2'],
          credential: { id: 'pk-1' },
        },
        headers: { authorization: 'Bearer tok-abcdef', cookie: 'session=ck-1', 'x-portal-key': 'pk-secret-key' },
        session: { user: { changeToken: 'chg-1' } },
      },
      'a careless line',
    );
    const written = text.join('');
    for (const secret of [
      'pw-123456',
      'tok-abcdef',
      '492817',
      '12345678901',
      'rc-1',
      'pk-1',
      'ck-1',
      'pk-secret-key',
      'chg-1',
    ]) {
      expect(written, secret).not.toContain(secret);
    }
    expect(written).toContain('a careless line');
  });
});

describe('the request id', () => {
  it("is the trusted proxy's when it is plain and short, else a new one", () => {
    expect(requestIdOf({ 'x-request-id': 'lb-42' }, true)).toBe('lb-42');
    expect(requestIdOf({ 'x-request-id': 'lb-42' }, false)).not.toBe('lb-42');
    expect(requestIdOf({ 'x-request-id': 'a b\nforged' }, true)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf({ 'x-request-id': 'x'.repeat(129) }, true)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf({}, true)).not.toBe(requestIdOf({}, true));
  });
});
