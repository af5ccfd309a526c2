// Flat config for the whole workspace. The dependency rules of ../shared/design/style.md are
// enforced here so that a wrong import fails CI instead of review (ADR 023). The lint test in
// tooling/eslint/layers.test.js plants forbidden imports and checks that they fail.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import featureBoundaries from './tooling/eslint/feature-boundaries.js';

const ROOT = import.meta.dirname;
const FRONTENDS = ['shell', 'parent-app', 'child-app'];
/** Everything that runs in the browser: the apps, the design system and the remote kit. */
const BROWSER_CODE = [...FRONTENDS, 'design-system', 'packages/app-kit'];
const SERVER_ONLY = [
  'drizzle-orm',
  'drizzle-orm/*',
  'postgres',
  '@electric-sql/pglite',
  'better-auth/adapters/*',
  'stripe',
  'sharp',
  'nodemailer',
  'pino',
  'hono',
  'hono/*',
  '@portal/bff',
  '@portal/bff/*',
];
/** The deployable frontends, by package name: only the shell's runtime loader reaches them. */
const APP_PACKAGES = ['shell', 'parent-app', 'child-app'].flatMap((app) => [
  `@portal/${app}`,
  `@portal/${app}/*`,
]);

/** Forbid reading process.env outside each deployable's src/env.ts. */
const noProcessEnv = {
  'no-restricted-properties': [
    'error',
    { object: 'process', property: 'env', message: 'Read configuration through src/env.ts only.' },
  ],
};

/**
 * `no-restricted-imports` options for the BFF. Flat config replaces (does not merge) a rule's
 * options when two blocks match a file, so bff/src/routes/** repeats these patterns.
 */
const BFF_PATTERNS = [
  {
    group: [
      ...APP_PACKAGES,
      '@portal/design-system',
      '@portal/design-system/*',
      '@portal/app-kit',
      '@portal/app-kit/*',
    ],
    message: 'The BFF and the frontends meet over HTTP only (contracts are the shared language).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: {
      'import-x': importX,
      local: { rules: { 'feature-boundaries': featureBoundaries } },
    },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          // absolute, like basePath below: ESLint may run from any folder (the lint test does)
          project: [`${ROOT}/*/tsconfig.json`, `${ROOT}/packages/*/tsconfig.json`],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      // By resolved path, so relative imports (`../../domain/src/x`) count too; import-x checks
      // static imports, `export … from` and dynamic `import()` alike.
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            // remotes never import the shell or each other
            {
              target: './parent-app',
              from: ['./child-app', './shell'],
              message: 'parent-app must not import child-app or shell source.',
            },
            {
              target: './child-app',
              from: ['./parent-app', './shell'],
              message: 'child-app must not import parent-app or shell source.',
            },
            {
              target: './shell',
              from: ['./parent-app', './child-app'],
              message: 'The shell loads remotes at run time; never import their source.',
            },
            // the BFF and the browser code never import each other
            ...BROWSER_CODE.map((dir) => ({
              target: `./${dir}`,
              from: './bff',
              message: 'Frontends talk to the BFF over HTTP only.',
            })),
            {
              target: './bff',
              from: BROWSER_CODE.map((dir) => `./${dir}`),
              message:
                'The BFF must not import frontend code (shell, remotes, design-system, app-kit).',
            },
            // packages never import apps
            ...['./packages', './design-system'].map((target) => ({
              target,
              from: ['./shell', './parent-app', './child-app', './bff', './e2e'],
              message: 'Dependencies flow one way: apps → packages.',
            })),
            // the design system sits below the remote kit and the API's contracts
            {
              target: './design-system',
              from: ['./packages/app-kit', './packages/contracts'],
              message: 'design-system knows nothing of Redux, routing or the API.',
            },
            // contracts depends on zod only, domain on nothing: not even by a relative path
            {
              target: './packages/contracts/src',
              from: '.',
              except: ['./packages/contracts', './node_modules'],
              message: 'contracts depends on nothing but zod (ADR 023).',
            },
            {
              target: './packages/domain/src',
              from: '.',
              except: ['./packages/domain', './node_modules'],
              message: 'domain is pure: it depends on no other package (ADR 023).',
            },
          ],
        },
      ],
    },
  },
  {
    files: [...FRONTENDS.map((app) => `${app}/src/**`), 'packages/app-kit/src/**'],
    rules: {
      'local/feature-boundaries': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: SERVER_ONLY,
              message:
                'Frontends must not import server-only code (bff, drizzle-orm, database drivers).',
            },
            {
              group: APP_PACKAGES,
              message:
                'Apps never import each other: the shell loads the remotes at run time, data crosses as props or through the BFF.',
            },
            {
              group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
              message:
                "Import the router from '@portal/router': it is the one shared, tree-shaken router instance (ADR 036).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['design-system/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                ...SERVER_ONLY,
                ...APP_PACKAGES,
                'react-redux',
                '@reduxjs/toolkit',
                '@reduxjs/toolkit/*',
                'react-hook-form',
                'react-router',
                'react-router-dom',
                '@portal/contracts',
                '@portal/contracts/*',
                '@portal/app-kit',
                '@portal/app-kit/*',
              ],
              message: 'design-system knows nothing of Redux, routing or the API.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/src/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!zod(/|$)|\\.)', message: 'contracts depends on nothing but zod.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/src/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.)',
              message: 'domain is pure: no I/O, no other packages (node:*, fs, @portal/*, …).',
            },
          ],
        },
      ],
      // No I/O and no timers of its own: callers pass data (and `now`) in, domain computes.
      'no-restricted-globals': [
        'error',
        ...[
          'fetch',
          'process',
          'setTimeout',
          'setInterval',
          'setImmediate',
          'XMLHttpRequest',
          'WebSocket',
          'EventSource',
          'localStorage',
          'sessionStorage',
          'indexedDB',
          'navigator',
          'document',
          'window',
          'require',
        ].map((name) => ({
          name,
          message: `domain does no I/O and keeps no timers: '${name}' belongs to the caller (ADR 023).`,
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...['fetch', 'process', 'setTimeout', 'setInterval', 'localStorage'].map((property) => ({
          object: 'globalThis',
          property,
          message: `domain does no I/O and keeps no timers: '${property}' belongs to the caller (ADR 023).`,
        })),
      ],
    },
  },
  {
    files: ['bff/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: BFF_PATTERNS }] },
  },
  {
    files: [
      'shell/src/**',
      'parent-app/src/**',
      'child-app/src/**',
      'bff/src/**',
      'design-system/src/**',
      'packages/*/src/**',
    ],
    ignores: ['**/src/env.ts', '**/*.test.ts', '**/*.test.tsx', 'packages/domain/src/**'],
    rules: noProcessEnv,
  },
  {
    // The seam is a value (ADR 062): a request to the BFF is built from its route descriptor
    // (`fetchArgs(descriptor, input)`, `endpointPath(descriptor)`), never from a URL string.
    // Tests keep the URLs of their stubs.
    files: ['parent-app/src/**', 'child-app/src/**', 'packages/app-kit/src/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/test-fixtures.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "Property[key.name='url'][value.type=/^(Literal|TemplateLiteral)$/]",
          "Property[key.name='query'] > ArrowFunctionExpression[body.type=/^(Literal|TemplateLiteral)$/]",
          ":matches(CallExpression[callee.name=/^(fetch|apiAssetUrl)$/], NewExpression[callee.name='EventSource']) > Literal:first-child",
          ":matches(CallExpression[callee.name=/^(fetch|apiAssetUrl)$/], NewExpression[callee.name='EventSource']) > TemplateLiteral:first-child:has(TemplateElement[value.raw=/\\//])",
        ].map((selector) => ({
          selector,
          message:
            'Build a request to the BFF from its route descriptor in @portal/contracts/endpoints: fetchArgs(descriptor, input) or endpointPath(descriptor) of @portal/app-kit (ADR 062).',
        })),
      ],
    },
  },
  {
    // Declared access (ADR 013): routes are defined with defineRoute({ access, … }).
    files: ['bff/src/routes/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@hono/zod-openapi',
              importNames: ['createRoute'],
              message: "Use defineRoute({ access, ... }) from 'src/lib/access.ts' (ADR 013).",
            },
          ],
          patterns: BFF_PATTERNS,
        },
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // The React Compiler's rules (eslint-plugin-react-hooks `recommended-latest`) for every
    // React codebase; warnings fail too (--max-warnings=0).
    files: BROWSER_CODE.map((dir) => `${dir}/src/**/*.{ts,tsx}`),
    rules: reactHooks.configs.flat['recommended-latest'].rules,
  },
);
