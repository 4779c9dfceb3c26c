import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from './compile-hints.mjs';

let root: string;

/** A build folder as next build leaves it: chunks and the route bundle stats that list each route's first load. */
function fakeBuild(routes: Record<string, string[]>, lazy: string[]) {
  root = mkdtempSync(path.join(tmpdir(), 'hints-'));
  mkdirSync(path.join(root, '.next', 'static', 'chunks'), { recursive: true });
  mkdirSync(path.join(root, '.next', 'diagnostics'));
  for (const name of [...Object.values(routes).flat(), ...lazy]) writeFileSync(path.join(root, '.next', 'static', 'chunks', name), `/* ${name} */`);
  const stats = Object.entries(routes).map(([route, chunks]) => ({ route, firstLoadChunkPaths: chunks.map((name) => `.next/static/chunks/${name}`) }));
  writeFileSync(path.join(root, '.next', 'diagnostics', 'route-bundle-stats.json'), JSON.stringify(stats));
}

const read = (name: string) => readFileSync(path.join(root, '.next', 'static', 'chunks', name), 'utf8');

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('compile hints', () => {
  it('marks each first-load chunk of every route once, and leaves chunks loaded on demand alone', () => {
    fakeBuild({ '/': ['react.js', 'home.js'], '/deposit': ['react.js', 'deposit.js'] }, ['popups.js']);
    expect(addCompileHints(root).sort()).toEqual(['.next/static/chunks/deposit.js', '.next/static/chunks/home.js', '.next/static/chunks/react.js']);
    expect(read('react.js')).toBe(`${COMPILE_HINT}/* react.js */`);
    expect(read('home.js').startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    expect(read('popups.js')).toBe('/* popups.js */');

    // A second run (npm start after npm run build) changes nothing.
    expect(addCompileHints(root)).toEqual([]);
    expect(read('react.js')).toBe(`${COMPILE_HINT}/* react.js */`);
  });

  it('fails loudly when the build has no route bundle stats (a next that stopped writing them)', () => {
    fakeBuild({}, []);
    rmSync(path.join(root, '.next', 'diagnostics', 'route-bundle-stats.json'));
    expect(() => addCompileHints(root)).toThrow(/route-bundle-stats\.json/);
  });
});
