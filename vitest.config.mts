import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const alias = { '@': root };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['{lib,components,store,styles,tests/utils,public}/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/utils/setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'backend',
          environment: 'node',
          include: ['backend/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
