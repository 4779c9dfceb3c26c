import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contract, opNames } from '@/lib/contract';

describe('the fault relay', () => {
  it('answers 404 in legacy mode to exactly the operations the contract marks as extensions', () => {
    const source = readFileSync(path.resolve('tests/e2e/support/fault-proxy.mjs'), 'utf8');
    const list = source.match(/const EXTENSIONS = new Set\(\s*\[([^\]]*)\]/)?.[1] ?? '';
    const relayed = [...list.matchAll(/'([a-z-]+)'/g)].map((match) => match[1]).sort();
    const extensions = opNames.filter((name) => 'extension' in contract[name]).sort();
    expect(relayed).toEqual(extensions);
  });
});
