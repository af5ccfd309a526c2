// What the remotes' browser builds get instead of zod's JSON Schema generator
// (`zod/v4/core/to-json-schema.js` and `json-schema-processors.js`; `remote-config.ts`, ADR 036).
// The screens validate answers and forms with zod; nothing in a browser turns a schema into JSON
// Schema (the BFF does, for its OpenAPI document, with the real modules). zod's classic schemas
// only reach these functions from `toJSONSchema()` and the Standard Schema `jsonSchema` getters,
// so each one throws if that ever changes. `stub.test.js` checks the names match zod's modules.

function unavailable() {
  throw new Error(
    "zod's JSON Schema generation is not in the portal's browser builds (tooling/module-federation/zod-json-schema-stub.js).",
  );
}

// to-json-schema.js
export const createToJSONSchemaMethod = () => unavailable;
export const createStandardJSONSchemaMethod = () => unavailable;
export const initializeContext = unavailable;
export const handleUnrepresentable = unavailable;
export const processSchema = unavailable;
export const process = unavailable;
export const extractDefs = unavailable;
export const finalize = unavailable;

// json-schema-processors.js
export const aggregateChecks = unavailable;
export const toJSONSchema = unavailable;
export const allProcessors = {};
export const anyProcessor = unavailable;
export const arrayProcessor = unavailable;
export const bigintProcessor = unavailable;
export const booleanProcessor = unavailable;
export const catchProcessor = unavailable;
export const customProcessor = unavailable;
export const dateProcessor = unavailable;
export const defaultProcessor = unavailable;
export const enumProcessor = unavailable;
export const fileProcessor = unavailable;
export const functionProcessor = unavailable;
export const intersectionProcessor = unavailable;
export const lazyProcessor = unavailable;
export const literalProcessor = unavailable;
export const mapProcessor = unavailable;
export const nanProcessor = unavailable;
export const neverProcessor = unavailable;
export const nonoptionalProcessor = unavailable;
export const nullProcessor = unavailable;
export const nullableProcessor = unavailable;
export const numberProcessor = unavailable;
export const objectProcessor = unavailable;
export const optionalProcessor = unavailable;
export const pipeProcessor = unavailable;
export const prefaultProcessor = unavailable;
export const promiseProcessor = unavailable;
export const readonlyProcessor = unavailable;
export const recordProcessor = unavailable;
export const setProcessor = unavailable;
export const stringProcessor = unavailable;
export const successProcessor = unavailable;
export const symbolProcessor = unavailable;
export const templateLiteralProcessor = unavailable;
export const transformProcessor = unavailable;
export const tupleProcessor = unavailable;
export const undefinedProcessor = unavailable;
export const unionProcessor = unavailable;
export const unknownProcessor = unavailable;
export const voidProcessor = unavailable;
