// `npm test` / `pnpm test`: every check CI runs, in order: lint, format, typecheck, unit and
// integration tests of every package (the BFF's against real PostgreSQL), production builds, the
// deploy recipe's checks over them (compose, Caddy, `pnpm start:cluster`, ADR 039), the size check
// of the JavaScript each route downloads (budgets in scripts/size-budgets.json, ADR 035) and the
// Playwright end-to-end suite in Chromium over those builds.
import { existsSync } from 'node:fs';
import { ensureInstalled, pnpm, run } from './lib/processes.mjs';

const started = Date.now();
const steps = [
  ['lint', () => pnpm(['run', 'lint'])],
  ['format', () => pnpm(['run', 'format:check'])],
  ['typecheck', () => pnpm(['run', 'typecheck'])],
  ['unit and integration tests', () => pnpm(['run', 'test:unit'])],
  ['production builds', () => pnpm(['run', 'build'])],
  // Over those builds: compose.yaml, the Caddyfiles and `pnpm start:cluster` (ADR 039).
  ['deploy recipe', () => run(process.execPath, ['--test', 'scripts/deploy.test.mjs'])],
  [
    'size check',
    () => {
      requireChromium();
      pnpm(['run', 'size-check']);
    },
  ],
  [
    'end-to-end tests',
    () => {
      requireChromium();
      pnpm(['run', 'test:e2e']);
    },
  ],
];

function requireChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    throw new Error(
      `Chromium not found at ${chromium}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
}

ensureInstalled();
let passed = 0;
let failed = 0;
for (const [name, step] of steps) {
  try {
    step();
    passed += 1;
  } catch (error) {
    failed += 1;
    console.error(`\n✖ ${name}: ${error.message}`);
    break;
  }
}
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(`\nTest steps finished in ${minutes} min.`);
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
