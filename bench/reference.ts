// The code the SSR figures are compared with: BENCH_REFERENCE_REF (a commit, tag or branch; `none` skips it) checked out
// in a git worktree in the temporary folder, with the dependencies of its own lock file (`npm install`: they differ
// from this checkout's) and built there with its own `npm run build`. Both are kept for the next run of the same commit.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../tests/support/servers';

export const REFERENCE_REF = process.env.BENCH_REFERENCE_REF || '6623d22';

export type Reference =
  { ref: string; commit: string; dir: string; reused: boolean } | { ref: string; skipped: string };

const git = (args: string[]) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });

function npm(dir: string, args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  delete env.NEXT_DIST_DIR;
  const child = spawn('npm', args, { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  const keep = (chunk: Buffer) => {
    text = (text + chunk.toString()).slice(-4_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const slow = setTimeout(() => child.kill('SIGKILL'), 15 * 60_000);
  return new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(slow);
      if (code === 0) resolve();
      else reject(new Error(`npm ${args.join(' ')} in ${dir} failed (${signal ?? `exit ${code}`}):\n${text}`));
    });
  });
}

/** The reference's worktree with a build in `.next`: made (a minute or two) or reused; `skipped` says why not. */
export async function prepareReference(log: (message: string) => void, ref = REFERENCE_REF): Promise<Reference> {
  if (ref === 'none') return { ref, skipped: 'BENCH_REFERENCE_REF=none' };
  const resolved = git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  const commit = resolved.stdout.trim();
  if (resolved.status !== 0 || !commit) return { ref, skipped: `git cannot resolve ${ref} in ${ROOT}` };
  const dir = path.join(tmpdir(), 'portal-bench-reference', commit.slice(0, 12));
  if (existsSync(path.join(dir, '.next', 'BUILD_ID'))) return { ref, commit, dir, reused: true };
  try {
    log(`reference ${ref} (${commit.slice(0, 12)}): git worktree in ${dir}, npm install, npm run build…`);
    if (existsSync(dir)) {
      git(['worktree', 'remove', '--force', dir]);
      rmSync(dir, { recursive: true, force: true });
    }
    git(['worktree', 'prune']);
    const added = git(['worktree', 'add', '--detach', dir, commit]);
    if (added.status !== 0) throw new Error(`git worktree add failed: ${added.stderr.trim()}`);
    await npm(dir, ['install', '--no-audit', '--no-fund']);
    await npm(dir, ['run', 'build']);
    return { ref, commit, dir, reused: false };
  } catch (error) {
    return { ref, skipped: error instanceof Error ? error.message : String(error) };
  }
}
