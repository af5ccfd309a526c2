// Flat config for the whole workspace. The dependency rules of ../shared/design/style.md are
// enforced here so that a wrong import fails CI instead of review.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noCrossFeatureImports from './tooling/eslint/no-cross-feature-imports.js';

const FRONTENDS = ['shell', 'parent-app', 'child-app'];
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

/** Forbid reading process.env outside each deployable's src/env.ts. */
const noProcessEnv = {
  'no-restricted-properties': [
    'error',
    { object: 'process', property: 'env', message: 'Read configuration through src/env.ts only.' },
  ],
};

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
      local: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } },
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
          project: ['*/tsconfig.json', 'packages/*/tsconfig.json'],
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
      'local/no-cross-feature-imports': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
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
            // frontends never import the bff
            ...FRONTENDS.map((app) => ({
              target: `./${app}`,
              from: './bff',
              message: 'Frontends talk to the BFF over HTTP only.',
            })),
            {
              target: './design-system',
              from: './bff',
              message: 'design-system knows nothing of the API.',
            },
            // packages never import apps
            ...['./packages', './design-system'].map((target) => ({
              target,
              from: ['./shell', './parent-app', './child-app', './bff', './e2e'],
              message: 'Dependencies flow one way: apps → packages.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: FRONTENDS.map((app) => `${app}/src/**`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: SERVER_ONLY,
              message:
                'Frontends must not import server-only code (bff, drizzle-orm, database drivers).',
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
                'react-redux',
                '@reduxjs/toolkit',
                '@reduxjs/toolkit/*',
                'react-router',
                'react-router-dom',
                '@portal/contracts',
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
              regex: '^(node:|fs|http|https|net|child_process|@portal/)',
              message: 'domain is pure: no I/O, no other packages.',
            },
          ],
        },
      ],
    },
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
    ignores: ['**/src/env.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: noProcessEnv,
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
        },
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
