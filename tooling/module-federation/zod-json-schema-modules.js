// zod's JSON Schema generator, by file name under `zod/v4/core/`: replaced by
// `zod-json-schema-stub.js` in the remotes' browser builds (`remote-config.ts`, ADR 036).
export const ZOD_JSON_SCHEMA_MODULES = ['to-json-schema.js', 'json-schema-processors.js'];
