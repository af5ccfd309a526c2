// The stub the remotes' builds put in place of zod's JSON Schema modules must export every name
// those modules export (a zod upgrade that adds one fails here, not in a build's warnings).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import * as stub from './zod-json-schema-stub.js';
import { ZOD_JSON_SCHEMA_MODULES } from './zod-json-schema-modules.js';

const zodPackage = createRequire(new URL('../../child-app/package.json', import.meta.url)).resolve(
  'zod/package.json',
);

test('the stub exports what zod v4 core JSON Schema modules export', async () => {
  const expected = new Set();
  for (const file of ZOD_JSON_SCHEMA_MODULES) {
    const real = await import(
      pathToFileURL(path.join(path.dirname(zodPackage), 'v4/core', file)).href
    );
    for (const name of Object.keys(real)) expected.add(name);
  }
  assert.deepEqual(Object.keys(stub).sort(), [...expected].sort());
});

test('a schema method that would need the generator throws a clear error', () => {
  assert.throws(() => stub.createToJSONSchemaMethod({})({}), /not in the portal's browser builds/);
  assert.throws(() => stub.stringProcessor(), /not in the portal's browser builds/);
});
