import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import boundaries from 'eslint-plugin-boundaries';

/** components/ in three kinds: each folder a feature, the page frame (components/layout, the shell), common. */
const COMPONENTS = ['feature', 'shell', 'common'];

/** The portal's layers, top to bottom: a layer imports only itself and what lies below it (docs/decisions.md). */
const layers = {
  page: ['page', 'loader', ...COMPONENTS, 'store', 'style', 'lib', 'contract'],
  // Page loaders (getServerSideProps): the server side of a page, the one layer that may call the backend.
  loader: ['loader', ...COMPONENTS, 'store', 'style', 'lib', 'contract'],
  // components/: features (one a folder) over the page frame (shell) over common; see the feature policies below.
  feature: [...COMPONENTS, 'store', 'style', 'lib', 'contract'],
  shell: [...COMPONENTS, 'store', 'style', 'lib', 'contract'],
  common: ['common', 'store', 'style', 'lib', 'contract'],
  store: ['store', 'style', 'lib', 'contract'],
  style: ['style', 'lib', 'contract'],
  lib: ['lib', 'contract'],
  contract: ['contract', 'lib'],
  // The reference backend shares only the contract with the portal.
  backend: ['backend', 'contract'],
};

/** Modules that only the server may load: the backend client, the proxy, sessions, environment and headers. */
const SERVER_ONLY = ['backend', 'proxy', 'auth', 'env', 'pageHeaders', 'visitor', 'imageFetch', 'appIcon'];

const RESTRICTED_PATHS = [
  {
    name: 'react-redux',
    importNames: ['useDispatch', 'useSelector', 'useStore'],
    message: 'Use the typed hooks from @/store/hooks.',
  },
  {
    name: 'sweetalert2',
    message: 'Dialogs go through @/components/common/dialogs (sweetalert2 loads lazily in dialogFire).',
  },
  { name: 'next-i18next', message: 'The Pages Router API is next-i18next/pages.' },
  {
    name: 'next-i18next/pages',
    importNames: ['useTranslation'],
    message: 'Take t from useT (@/components/common/translation): one useTranslation per page.',
  },
  {
    name: 'react-i18next',
    importNames: ['useTranslation'],
    message: 'Take t from useT (@/components/common/translation): one useTranslation per page.',
  },
  { name: 'dayjs', message: 'Dates go through @/lib/format/date.' },
];

const RESTRICTED_PATTERNS = [
  { group: ['next/dist/*'], message: 'Next.js through its documented API only.' },
  { group: ['dayjs/*'], message: 'Dates go through @/lib/format/date.' },
];

const config = [
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/baseline/**',
      'next-env.d.ts',
    ],
  },
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: RESTRICTED_PATHS,
          patterns: RESTRICTED_PATTERNS,
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    plugins: { boundaries },
    settings: {
      // import/no-cycle follows the project's own files only: a package's exports are never parsed.
      'import/ignore': ['node_modules'],
      'boundaries/elements': [
        { type: 'contract', pattern: 'lib/contract', partialMatch: false },
        { type: 'lib', pattern: 'lib', partialMatch: false },
        { type: 'page', pattern: 'pages', partialMatch: false },
        { type: 'loader', pattern: 'loaders', partialMatch: false },
        // components/: common, the page frame (shell), and each other folder a feature of its own.
        { type: 'common', pattern: 'components/common', partialMatch: false },
        { type: 'shell', pattern: 'components/layout', partialMatch: false },
        { type: 'feature', pattern: 'components/*', partialMatch: false, capture: ['feature'] },
        { type: 'store', pattern: 'store', partialMatch: false },
        { type: 'style', pattern: 'styles', partialMatch: false },
        { type: 'backend', pattern: 'backend', partialMatch: false },
        { type: 'tests', pattern: 'tests', partialMatch: false },
      ],
      // next/dynamic's import() is a dependency too: a lazily loaded screen part crosses the same lines.
      'boundaries/dependency-nodes': ['import', 'dynamic-import'],
      'boundaries/files': [{ category: 'test', pattern: '**/*.{test,spec}.{ts,tsx}' }],
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            ...Object.entries(layers).map(([type, below]) => ({
              from: { element: { type } },
              disallow: { to: { element: { types: { noneOf: below } } } },
            })),
            // Features talk through components/common or the store, not into each other's folders: a feature imports its
            // own folder, common, the store and below. The shell (components/layout) composes features (the header holds
            // the login form); the one exception is that a feature reaches it through its door, PageLayout.
            {
              from: { element: { types: 'feature' } },
              disallow: { to: { element: { types: ['feature', 'shell'] } } },
              message:
                'A feature imports only its own folder, components/common, the store and below (of components/layout, PageLayout): move what features share into components/common.',
            },
            {
              from: { element: { types: 'feature' } },
              allow: { to: { element: { types: 'feature', captured: { feature: '{{ from.captured.feature }}' } } } },
            },
            {
              from: { element: { types: 'feature' } },
              allow: { to: { element: { types: 'shell', fileInternalPath: 'PageLayout.tsx' } } },
            },
            // Tests may reach anything: a unit test may start the reference backend, a backend test compare the portal's rules.
            { from: { file: { categories: 'test' } }, allow: { to: { element: { types: '*' } } } },
          ],
        },
      ],
    },
  },
  {
    // What runs in the browser never imports the server's modules: they hold the backend's address, keys and tokens.
    files: ['components/**/*.{ts,tsx}', 'store/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: RESTRICTED_PATHS,
          patterns: [
            ...RESTRICTED_PATTERNS,
            {
              group: SERVER_ONLY.map((name) => `@/lib/${name}`),
              message: 'Server-only: call it from a page loader (loaders/), not from components or the store.',
            },
          ],
        },
      ],
    },
  },
  {
    // The store is in every page's first download: the contract's zod schemas stay out (budget.spec).
    files: ['store/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/lib/contract(/(?!terms$).*)?$',
              allowTypeImports: true,
              message: 'The store takes types from the contract (and lib/contract/terms), never its schemas.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['components/common/dialogFire.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['lib/format/date.ts', 'components/common/translation.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;
