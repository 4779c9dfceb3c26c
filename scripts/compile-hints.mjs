// After `next build` (part of `npm run build`): marks every first-load chunk with V8's explicit compile hint,
// `//# allFunctionsCalledOnLoad`. Chrome (136+) then compiles the whole file on a background thread while it downloads,
// instead of compiling each module's function on the main thread the first time it runs — which was most of the
// lobby's longest task on a phone (see docs/decisions.md, Performance). Other browsers ignore the comment.
// Only first-load chunks, whose functions nearly all run at load; chunks loaded on demand stay lazily compiled.
// Idempotent. The build writes no source maps, so moving each file down one line breaks nothing.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Adds the hint to the first-load chunks of every route of the build in `distDir`; returns the files it marked. */
export function addCompileHints(root, distDir = process.env.NEXT_DIST_DIR || '.next') {
  const statsFile = path.join(root, distDir, 'diagnostics', 'route-bundle-stats.json');
  let stats;
  try {
    stats = JSON.parse(readFileSync(statsFile, 'utf8'));
  } catch (error) {
    throw new Error(`compile hints: cannot read ${statsFile} (written by next build): ${error.message}`);
  }
  const chunks = [...new Set(stats.flatMap((route) => route.firstLoadChunkPaths ?? []))].filter((file) => file.endsWith('.js'));
  if (chunks.length === 0) throw new Error(`compile hints: ${statsFile} lists no first-load chunks`);
  const marked = [];
  for (const chunk of chunks) {
    const file = path.resolve(root, chunk);
    const source = readFileSync(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + source);
    marked.push(chunk);
  }
  return marked;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const marked = addCompileHints(root);
  console.log(`compile hints: ${marked.length} first-load chunk(s) marked for eager background compilation`);
}
