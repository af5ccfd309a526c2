// Proves the layering rules of eslint.config.js (ADR 023) bite: each planted source below is
// linted with the repository's real config as if it lived at `filePath`. Forbidden imports must
// fail with the named rule; the allowed ones must lint clean, so the test fails both ways.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

/** Lints `code` as the file at `filePath` (relative to the repository root). */
async function lint(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.map((m) => ({ rule: m.ruleId, line: m.line, message: m.message }));
}

async function assertFails(filePath, code, rule) {
  const messages = await lint(filePath, code);
  assert.ok(
    messages.some((m) => m.rule === rule),
    `expected ${rule} in ${filePath}, got ${JSON.stringify(messages, null, 2)}`,
  );
}

async function assertClean(filePath, code) {
  assert.deepEqual(await lint(filePath, code), [], `expected ${filePath} to lint clean`);
}

const FEATURE = 'local/feature-boundaries';
const PATHS = 'import-x/no-restricted-paths';
const IMPORTS = 'no-restricted-imports';
const GLOBALS = 'no-restricted-globals';

describe('a feature of a remote', () => {
  it('may not import src/app/ statically', async () => {
    await assertFails(
      'parent-app/src/features/tasks/components/planted.ts',
      "import { api } from '../../../app/api';\nexport const planted = api;\n",
      FEATURE,
    );
  });

  it('may not import src/app/ dynamically', async () => {
    await assertFails(
      'parent-app/src/features/tasks/planted.ts',
      "export const load = () => import('../../app/routes');\n",
      FEATURE,
    );
    await assertFails(
      'child-app/src/features/tasks/planted.ts',
      'export const load = () => import(`../../app/routes`);\n',
      FEATURE,
    );
  });

  it('may not re-export from src/app/ nor name it in a type or a mock', async () => {
    await assertFails(
      'child-app/src/features/auth/planted.ts',
      "export * from '../../app/store';\n",
      FEATURE,
    );
    await assertFails(
      'parent-app/src/features/tasks/planted.ts',
      "export type Store = typeof import('../../app/store');\n",
      FEATURE,
    );
    await assertFails(
      'parent-app/src/features/tasks/planted.test.ts',
      "import { vi } from 'vitest';\nvi.mock('../../app/api');\n",
      FEATURE,
    );
  });

  it('may not import another feature, statically or dynamically', async () => {
    await assertFails(
      'parent-app/src/features/submissions/planted.ts',
      "import { planted } from '../tasks/planted';\nexport const again = planted;\n",
      FEATURE,
    );
    await assertFails(
      'child-app/src/features/dashboard/planted.ts',
      "export const load = () => import('../tasks/components/child-tasks-page');\n",
      FEATURE,
    );
  });

  it('may not import an app or the BFF by package name', async () => {
    await assertFails(
      'parent-app/src/features/tasks/planted.ts',
      "export { x } from '@portal/child-app';\n",
      FEATURE,
    );
  });

  it('may import its own folder, src/lib/, the workspace packages and npm libraries', async () => {
    await assertClean(
      'parent-app/src/features/tasks/components/planted.tsx',
      [
        "import { z } from 'zod';",
        "import { TaskSchema } from '@portal/contracts';",
        "import { formatMoney } from '@portal/domain';",
        "import { Button } from '@portal/design-system';",
        "import { readApiError } from '../../../lib/api-error';",
        "import { planted } from '../planted';",
        'export const all = [z, TaskSchema, formatMoney, Button, readApiError, planted];',
        "export const load = () => import('./task-row');",
        '',
      ].join('\n'),
    );
  });

  it('may use the test support from its tests only', async () => {
    await assertClean(
      'parent-app/src/features/tasks/planted.test.ts',
      "import { renderApp } from '../../test/harness';\nexport const r = renderApp;\n",
    );
    await assertFails(
      'parent-app/src/features/tasks/planted.ts',
      "import { renderApp } from '../../test/harness';\nexport const r = renderApp;\n",
      FEATURE,
    );
  });
});

describe('src/lib/ of a remote', () => {
  it('may not import src/app/ or a feature', async () => {
    await assertFails(
      'parent-app/src/lib/planted.ts',
      "export { api } from '../app/api';\n",
      FEATURE,
    );
    await assertFails(
      'parent-app/src/lib/planted.ts',
      "export const load = () => import('../features/tasks/planted');\n",
      FEATURE,
    );
  });
});

describe('the BFF and the frontends', () => {
  it('the BFF may not import a frontend', async () => {
    await assertFails(
      'bff/src/lib/planted.ts',
      "import '../../../parent-app/src/bootstrap';\n",
      PATHS,
    );
    await assertFails(
      'bff/src/lib/planted.ts',
      "export const load = () => import('../../../design-system/src/index');\n",
      PATHS,
    );
    await assertFails(
      'bff/src/routes/planted/planted.routes.ts',
      "export { Button } from '@portal/design-system';\n",
      IMPORTS,
    );
  });

  it('a frontend may not import the BFF', async () => {
    await assertFails('parent-app/src/lib/planted.ts', "import '../../../bff/src/env';\n", PATHS);
    await assertFails(
      'child-app/src/app/planted.ts',
      "export const load = () => import('../../../bff/src/env');\n",
      PATHS,
    );
    await assertFails('shell/src/app/planted.ts', "export * from '@portal/bff';\n", IMPORTS);
  });

  it('the BFF may import the contracts', async () => {
    await assertClean(
      'bff/src/lib/planted.ts',
      "import { TaskSchema } from '@portal/contracts';\nexport const s = TaskSchema;\n",
    );
  });
});

describe('requests to the BFF (ADR 062)', () => {
  const SYNTAX = 'no-restricted-syntax';

  it('are never URL strings in a remote or the kit', async () => {
    await assertFails(
      'parent-app/src/features/tasks/api/planted.ts',
      "export const q = (id: string) => ({ url: `/tasks/${id}`, method: 'DELETE' });\n",
      SYNTAX,
    );
    await assertFails(
      'child-app/src/lib/planted-api.ts',
      "export const q = { query: () => '/child/tasks' };\n",
      SYNTAX,
    );
    await assertFails(
      'packages/app-kit/src/events/planted.ts',
      'export const open = (base: string) => new EventSource(`${base}/events`);\n',
      SYNTAX,
    );
    await assertFails(
      'parent-app/src/features/settings/api/planted.ts',
      "export const get = () => fetch('/api/family/export');\n",
      SYNTAX,
    );
  });

  it('are built from the route descriptor; tests keep the URLs of their stubs', async () => {
    await assertClean(
      'parent-app/src/features/tasks/api/planted.ts',
      [
        "import { endpointPath, fetchArgs } from '@portal/app-kit';",
        "import { deleteTask } from '@portal/contracts/endpoints/tasks';",
        'export const q = (id: string) => fetchArgs(deleteTask, { params: { id } });',
        'export const p = (base: string, id: string) =>',
        '  fetch(`${base}${endpointPath(deleteTask, { id })}`);',
        '',
      ].join('\n'),
    );
    await assertClean(
      'parent-app/src/features/tasks/api/planted.test.ts',
      "export const routes = { url: '/api/tasks', fetched: () => fetch('/api/tasks') };\n",
    );
  });
});

describe('remotes and the shell', () => {
  it('never import each other', async () => {
    await assertFails(
      'parent-app/src/app/planted.ts',
      "import '../../../child-app/src/bootstrap';\n",
      PATHS,
    );
    await assertFails(
      'child-app/src/app/planted.ts',
      "export const load = () => import('../../../shell/src/bootstrap');\n",
      PATHS,
    );
    await assertFails('shell/src/app/planted.ts', "export * from '@portal/parent-app';\n", IMPORTS);
  });
});

describe('packages', () => {
  it('contracts may not import domain, not even by a relative path', async () => {
    await assertFails(
      'packages/contracts/src/planted.ts',
      "export { formatMoney } from '../../domain/src/money';\n",
      PATHS,
    );
    await assertFails(
      'packages/contracts/src/planted.ts',
      "export { formatMoney } from '@portal/domain';\n",
      IMPORTS,
    );
  });

  it('contracts may import zod and itself', async () => {
    await assertClean(
      'packages/contracts/src/planted.ts',
      "import { z } from 'zod';\nimport { TaskSchema } from './tasks';\nexport const s = z.array(TaskSchema);\n",
    );
  });

  it('domain does no I/O and keeps no timers', async () => {
    await assertFails(
      'packages/domain/src/planted.ts',
      "export const load = () => fetch('/api/me');\n",
      GLOBALS,
    );
    await assertFails(
      'packages/domain/src/planted.ts',
      'export const tz = () => process.env.TZ;\n',
      GLOBALS,
    );
    await assertFails(
      'packages/domain/src/planted.ts',
      'export const later = (f: () => void) => setTimeout(f, 1);\n',
      GLOBALS,
    );
    await assertFails(
      'packages/domain/src/planted.ts',
      "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
      IMPORTS,
    );
    await assertFails(
      'packages/domain/src/planted.ts',
      "export { TaskSchema } from '../../contracts/src/tasks';\n",
      PATHS,
    );
  });

  it('domain may compute from what it is given', async () => {
    await assertClean(
      'packages/domain/src/planted.ts',
      "import { formatMoney } from './money';\nexport const price = (cents: number) => formatMoney(cents);\n",
    );
  });

  it('the design system knows nothing of Redux, routing or the API', async () => {
    await assertFails(
      'design-system/src/components/planted/planted.tsx',
      "export { useSelector } from 'react-redux';\n",
      IMPORTS,
    );
    await assertFails(
      'design-system/src/components/planted/planted.tsx',
      "export { useSelector } from '@portal/app-kit';\n",
      IMPORTS,
    );
    await assertFails(
      'design-system/src/components/planted/planted.tsx',
      "export { TaskSchema } from '../../../../packages/contracts/src/tasks';\n",
      PATHS,
    );
  });
});
