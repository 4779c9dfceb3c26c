// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { failure } from '../backend';
import { backendOutcome } from './backendCall';

describe('the outcome of a backend call', () => {
  it('tells a failing backend (5xx, timeout, unreachable) from one that refused (4xx)', () => {
    expect(backendOutcome({ ok: true })).toBe('ok');
    expect(backendOutcome(failure(504, 'backend_timeout'))).toBe('timeout');
    expect(backendOutcome(failure(502, 'backend_unavailable'))).toBe('unreachable');
    expect(backendOutcome(failure(502, 'backend_invalid'))).toBe('http_5xx');
    expect(backendOutcome(failure(401, 'unauthenticated'))).toBe('http_4xx');
    expect(backendOutcome(failure(429, 'too_many_requests'))).toBe('http_4xx');
  });
});
