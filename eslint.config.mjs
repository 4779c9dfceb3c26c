import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  {
    ignores: ['.next/**', '.next-*/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench/baseline/**', 'next-env.d.ts'],
  },
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-redux', importNames: ['useDispatch', 'useSelector', 'useStore'], message: 'Use the typed hooks from @/store/hooks.' },
            { name: 'sweetalert2', message: 'Dialogs go through @/components/common/dialogs (loaded lazily).' },
            { name: 'next-i18next', message: 'The Pages Router API is next-i18next/pages.' },
            { name: 'dayjs', message: 'Dates go through @/lib/format/date.' },
          ],
          patterns: [
            { group: ['next/dist/*'], message: 'Next.js through its documented API only.' },
            { group: ['dayjs/*'], message: 'Dates go through @/lib/format/date.' },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['components/common/dialogs.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['lib/format/date.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;
