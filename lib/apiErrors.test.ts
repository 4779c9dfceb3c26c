import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBundle } from '@/tests/utils/i18n';
import type { FailureCode } from './backend';
import { LOCALES } from './i18n';

const failureCodes: Record<FailureCode, true> = {
  backend_unavailable: true,
  backend_timeout: true,
  backend_invalid: true,
  unauthenticated: true,
  bad_request: true,
  forbidden: true,
  not_found: true,
  too_many_requests: true,
};

/** Every `failure(<status>, '<code>'` written in the proxy and the server-side client, so a new code cannot slip by. */
const writtenCodes = ['proxy.ts', 'backend.ts'].flatMap((file) =>
  [...readFileSync(path.join(process.cwd(), 'lib', file), 'utf8').matchAll(/failure\(\d{3}, '([a-z_]+)'/g)].map(
    (match) => match[1],
  ),
);

/** What the browser client (store/api) reports when no answer arrives. */
const browserCodes = ['network', 'timeout'];

const codes = [...new Set([...Object.keys(failureCodes), ...writtenCodes, ...browserCodes])].sort();
const messages = Object.fromEntries(
  LOCALES.map((locale) => [locale, loadBundle(locale).apiError as Record<string, unknown>]),
);

describe('error codes the portal can answer', () => {
  it('include the proxy refusals', () => {
    expect(codes).toEqual(
      expect.arrayContaining([
        'not_found',
        'method_not_allowed',
        'unsupported_media_type',
        'forbidden',
        'too_large',
        'bad_json',
        'bad_request',
        'unauthenticated',
        'too_many_requests',
      ]),
    );
  });

  it.each(LOCALES)('each have a message in %s', (locale) => {
    const missing = codes.filter(
      (code) => typeof messages[locale][code] !== 'string' || !(messages[locale][code] as string).trim(),
    );
    expect(missing).toEqual([]);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('are translated in %s, not English copies', (locale) => {
    expect(codes.filter((code) => messages[locale][code] === messages.en[code])).toEqual([]);
  });
});
