// @ts-check
// How the portal's server process starts: `npm start` (scripts/start.mjs), the tests and the benchmarks alike.
import path from 'node:path';

/**
 * Node's arguments for scripts/portal-server.ts. A page render allocates megabytes that die young: with V8's default
 * 16 MB semi-space the scavenger took 13.5% of a member page's CPU; 64 MB trades up to 128 MB of memory for about a
 * tenth more pages a second (docs/performance.md). An operator's own `--max-semi-space-size` in NODE_OPTIONS wins.
 * @param {NodeJS.ProcessEnv} env
 */
export function portalNodeArgs(env = process.env) {
  const young = env.NODE_OPTIONS?.includes('--max-semi-space-size') ? [] : ['--max-semi-space-size=64'];
  return [...young, '--import', 'tsx', path.join('scripts', 'portal-server.ts')];
}
