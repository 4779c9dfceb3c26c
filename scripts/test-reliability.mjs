// `npm run test:reliability`: fuzzing and the faults played on real processes (Vitest, project "reliability"),
// then the bounded load run (tests/load) and the scale-out proof (tests/scale: two portals and two backends on one
// PostgreSQL). Builds the portal first when there is no build yet.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

function step(title, command, args) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`✗ ${title} failed (${result.signal ?? `exit ${result.status}`})`);
    process.exit(result.status || 1);
  }
}

if (!existsSync(path.join(root, env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) {
  step('next build', 'npm', ['run', 'build']);
}
// Prometheus scrapes the metrics listeners in tests/reliability/operate.test.ts.
step('prometheus', process.execPath, [path.join('scripts', 'ensure-prometheus.mjs')]);
step('fuzz and process faults', bin('vitest'), ['run', '--project', 'reliability']);
step('load', bin('tsx'), [path.join('tests', 'load', 'load.ts')]);
step('scale-out on PostgreSQL', process.execPath, ['--import', 'tsx', path.join('tests', 'scale', 'scale.ts')]);
