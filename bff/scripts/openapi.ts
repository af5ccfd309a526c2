/**
 * `pnpm --filter @portal/bff openapi:check`: lists the changes of the current API that would
 * break a caller of the newest release (exit 1 when there are any and the version does not
 * allow them). `openapi:release`: records the current document as the release of the
 * package's version (refuses to overwrite one unless `--force`). ADR 040. `write <file>`: the
 * current document, for `openapi:lint` (redocly's recommended rules, in `npm test`).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { breakingChanges, formatBreakingChanges } from '../src/lib/openapi-compat';
import { productionOpenApiDocument } from '../src/lib/openapi-document';
import {
  breakingChangesAllowed,
  newestRelease,
  RELEASES_FOLDER,
} from '../src/lib/openapi-releases';
import { APP_VERSION } from '../src/lib/version';

const [command, ...flags] = process.argv.slice(2);
const current = await productionOpenApiDocument();

if (command === 'write' && flags[0]) {
  mkdirSync(path.dirname(flags[0]), { recursive: true });
  writeFileSync(flags[0], `${JSON.stringify(current, null, 2)}\n`);
} else if (command === 'release') {
  const file = `${RELEASES_FOLDER}/${APP_VERSION}.json`;
  if (existsSync(file) && !flags.includes('--force')) {
    console.error(
      `${file} exists: version ${APP_VERSION} was released already (--force rewrites it).`,
    );
    process.exit(1);
  }
  writeFileSync(file, `${JSON.stringify(current, null, 2)}\n`);
  console.log(`Recorded the OpenAPI document of BFF ${APP_VERSION} in ${file}.`);
} else if (command === 'check') {
  const release = newestRelease();
  if (!release) {
    console.log('No released OpenAPI document yet: nothing to compare.');
    process.exit(0);
  }
  const changes = breakingChanges(release.document, current);
  if (changes.length === 0) {
    console.log(`The API of BFF ${APP_VERSION} is compatible with release ${release.version}.`);
  } else if (breakingChangesAllowed(release.version, APP_VERSION)) {
    console.log(
      `BFF ${APP_VERSION} is a new major version: ${changes.length} breaking change(s) from ${release.version}, allowed:\n${formatBreakingChanges(changes)}`,
    );
  } else {
    console.error(
      `${changes.length} change(s) would break callers of BFF ${release.version} (a deployed remote):\n${formatBreakingChanges(changes)}\nMake them compatible, or bump the BFF's major version and record an ADR.`,
    );
    process.exit(1);
  }
} else {
  console.error('usage: tsx scripts/openapi.ts check | release [--force] | write <file>');
  process.exit(2);
}
