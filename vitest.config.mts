import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const alias = { '@': root };

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default leaves a core free (one worker on a 2-core machine); the test files do not share state.
    maxWorkers: '100%',
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['{lib,loaders,components,store,styles,tests/utils,public,scripts}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.fuzz.test.ts', '**/node_modules/**'],
          setupFiles: ['tests/utils/setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'backend',
          environment: 'node',
          include: ['backend/**/*.test.ts'],
          exclude: ['**/*.fuzz.test.ts', '**/node_modules/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // `npm run test:reliability`: fuzzing, and faults played on real processes (tests/reliability).
        resolve: { alias },
        test: {
          name: 'reliability',
          environment: 'node',
          include: ['{lib,backend}/**/*.fuzz.test.ts', 'tests/reliability/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
