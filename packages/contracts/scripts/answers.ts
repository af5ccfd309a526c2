/*
 * Writes `src/answers.ts`: each answer schema a remote reads, as the JSON Schema zod makes of it,
 * wrapped in `answerCheck` (ADR 050). `pnpm --filter @portal/contracts answers` rewrites the
 * file; `answers.test.ts` fails when it differs from what this script writes, and checks that
 * each check accepts and returns what the zod schema does.
 *
 * A schema whose meaning JSON Schema cannot carry (a transform, a default, a refinement, a
 * regular expression with flags) is refused here, with its path: the browser would otherwise
 * accept what zod refuses, or return something else.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import * as allowance from '../src/allowance';
import * as notifications from '../src/notifications';
import * as pause from '../src/pause';
import * as push from '../src/push';
import * as billing from '../src/billing';
import * as childPublic from '../src/child-public';
import * as children from '../src/children';
import * as dashboard from '../src/dashboard';
import * as errors from '../src/errors';
import * as goals from '../src/goals';
import * as moneyOut from '../src/money-out';
import * as pix from '../src/pix';
import * as health from '../src/health';
import * as privacy from '../src/privacy';
import * as progress from '../src/progress';
import * as session from '../src/session';
import * as settings from '../src/settings';
import * as submissions from '../src/submissions';
import * as taskView from '../src/task-view';
import * as tasks from '../src/tasks';

/** Module (as imported from `src/`) → the answer schemas of it the remotes read. */
const MODULES: Record<string, [Record<string, unknown>, string[]]> = {
  './allowance': [allowance, ['AllowanceResponseSchema']],
  './notifications': [notifications, ['NotificationsResponseSchema']],
  './pause': [pause, ['PausesResponseSchema']],
  './push': [push, ['PushConfigSchema']],
  './billing': [
    billing,
    [
      'ActivationResponseSchema',
      'BillingPortalResponseSchema',
      'BillingStatusSchema',
      'CheckoutSessionCreatedSchema',
      'CheckoutVerificationSchema',
      'PlanListResponseSchema',
    ],
  ],
  './child-public': [childPublic, ['ChildListResponseSchema', 'ChildPublicSchema']],
  './children': [
    children,
    ['ChildSignInResponseSchema', 'DeviceProfilesResponseSchema', 'UsernameAvailabilitySchema'],
  ],
  './dashboard': [dashboard, ['ParentDashboardResponseSchema']],
  './errors': [errors, ['ErrorResponseSchema']],
  './goals': [goals, ['GoalListResponseSchema', 'GoalMutationResponseSchema']],
  './health': [health, ['HealthResponseSchema']],
  './money-out': [
    moneyOut,
    [
      'ChildMoneyResponseSchema',
      'PayoutResponseSchema',
      'PixChargeResponseSchema',
      'ReportResponseSchema',
    ],
  ],
  './pix': [pix, ['PixKeyResponseSchema']],
  './privacy': [privacy, ['FamilyDeleteLinkResponseSchema']],
  './progress': [
    progress,
    ['AchievementListResponseSchema', 'ChildStatsResponseSchema', 'TransactionListResponseSchema'],
  ],
  './session': [
    session,
    [
      'AuthConfigResponseSchema',
      'MeResponseSchema',
      'ParentSignUpResponseSchema',
      'SocialStartResponseSchema',
    ],
  ],
  './settings': [settings, ['FamilySchema']],
  './submissions': [
    submissions,
    [
      'BulkApproveSubmissionsResponseSchema',
      'ChildTasksResponseSchema',
      'CompleteTaskResponseSchema',
      'PendingSubmissionListResponseSchema',
      'ReviewSubmissionResponseSchema',
    ],
  ],
  './task-view': [taskView, ['TaskSchema']],
  './tasks': [tasks, ['TaskListResponseSchema']],
};

/** Keywords `answerCheck` reads; `format` is kept out (zod writes its `pattern` too). */
const READ = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'items',
  'minItems',
  'maxItems',
  'enum',
  'const',
  'anyOf',
  'oneOf',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
]);
/** Keywords that carry no rule. */
const DROPPED = new Set(['$schema', 'description', 'title', 'examples', 'format']);

/** zod types whose meaning survives in JSON Schema (the rest are refused). */
const PLAIN_TYPES = new Set([
  'string',
  'number',
  'boolean',
  'null',
  'literal',
  'enum',
  'object',
  'array',
  'optional',
  'nullable',
  'union',
  'record',
  'readonly',
]);

interface ZodInternals {
  _zod: {
    def: Record<string, unknown> & { type: string; checks?: ZodInternals[]; check?: string };
  };
}

/** What JSON Schema would lose (transforms, defaults, refinements, flagged regexes), with paths. */
function unrepresentable(schema: ZodInternals, path: string, refusals: string[] = []): string[] {
  const refuse = (at: string, why: string) => refusals.push(`${at}: ${why}`);
  const def = schema._zod.def;
  if (!PLAIN_TYPES.has(def.type)) refuse(path, `a zod ${def.type}`);
  for (const check of def.checks ?? []) {
    const kind = check._zod.def.check;
    if (kind === 'custom' || kind === 'overwrite') refuse(path, `a ${kind} check`);
    const pattern = check._zod.def.pattern;
    if (pattern instanceof RegExp && pattern.flags !== '')
      refuse(path, `/${pattern.source}/${pattern.flags}`);
  }
  const inner = (child: unknown, at: string) =>
    unrepresentable(child as ZodInternals, at, refusals);
  switch (def.type) {
    case 'object':
      for (const [key, value] of Object.entries(def.shape as object))
        inner(value, `${path}.${key}`);
      if (def.catchall) inner(def.catchall, `${path}.*`);
      break;
    case 'array':
      inner(def.element, `${path}[]`);
      break;
    case 'optional':
    case 'nullable':
    case 'readonly':
      inner(def.innerType, path);
      break;
    case 'union':
      (def.options as unknown[]).forEach((option, index) => inner(option, `${path}|${index}`));
      break;
    case 'record':
      inner(def.keyType, `${path}{key}`);
      inner(def.valueType, `${path}{}`);
      break;
  }
  return refusals;
}

/** The JSON Schema with only what `answerCheck` reads, or an error naming what it cannot. */
function prune(json: unknown, path: string): unknown {
  if (Array.isArray(json)) return json.map((item, index) => prune(item, `${path}/${index}`));
  if (typeof json !== 'object' || json === null) return json;
  const out: Record<string, unknown> = {};
  const node = json as Record<string, unknown>;
  if ('format' in node && !('pattern' in node)) {
    throw new Error(`answers: ${path}: format ${String(node.format)} without a pattern`);
  }
  for (const [key, value] of Object.entries(node)) {
    if (DROPPED.has(key)) continue;
    if (!READ.has(key)) throw new Error(`answers: ${path}: answerCheck does not read "${key}"`);
    if (key === 'properties') {
      out.properties = Object.fromEntries(
        Object.entries(value as object).map(([name, sub]) => [name, prune(sub, `${path}/${name}`)]),
      );
    } else if (key === 'enum' || key === 'const' || key === 'required') {
      out[key] = value;
    } else {
      out[key] = prune(value, `${path}/${key}`);
    }
  }
  return out;
}

/** One answer schema as the JSON Schema its check reads (exported for the test). */
export function answerJsonSchema(schema: z.ZodType, name: string): unknown {
  const refusals = unrepresentable(schema as unknown as ZodInternals, name);
  if (refusals.length > 0) {
    throw new Error(
      `answers: JSON Schema cannot carry ${refusals.join('; ')}. Keep those out of answer schemas.`,
    );
  }
  return prune(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' }), name);
}

/** `XSchema` → `XAnswer`. */
export function answerName(schemaName: string): string {
  return schemaName.replace(/Schema$/, '') + 'Answer';
}

/** Every answer: module, schema name, schema. */
export function answerSchemas(): { module: string; name: string; schema: z.ZodType }[] {
  return Object.entries(MODULES).flatMap(([module, [exports, names]]) =>
    names.map((name) => {
      const schema = exports[name];
      if (!(schema instanceof z.ZodType)) throw new Error(`answers: ${module} has no ${name}`);
      return { module, name, schema };
    }),
  );
}

const HEADER = [
  '// Written by `pnpm --filter @portal/contracts answers` (scripts/answers.ts): the answer',
  '// schemas the remotes read, as JSON Schema, for `answerCheck` (ADR 050). Do not edit;',
  '// `answers.test.ts` fails when this file is not what the schemas write.',
];

/** `./billing` → `billing`: the file name of a module's answers under `src/answers/`. */
const fileOf = (module: string) => module.slice(2);

/** The text of `src/answers/<module>.ts`: the checks of one contracts module's answers. */
function moduleAnswers(module: string, names: string[]): string {
  const checks = answerSchemas()
    .filter((answer) => answer.module === module)
    .map(
      ({ name, schema }) =>
        `/** \`${name}\` (${fileOf(module)}.ts). */\n` +
        `export const ${answerName(name)} = /* @__PURE__ */ answerCheck<z.output<typeof ${name}>>(\n` +
        `  ${JSON.stringify(answerJsonSchema(schema, name))},\n);\n`,
    );
  return [
    ...HEADER,
    "import type { z } from 'zod';",
    "import { answerCheck } from '../answer-check';",
    `import type { ${[...names].sort().join(', ')} } from '.${module}';`,
    '',
    ...checks,
  ].join('\n');
}

/**
 * Every file the generator writes, by path: `src/answers/<module>.ts` for each contracts module
 * (a screen's chunk carries the checks of the modules it reads, not all of them) and
 * `src/answers.ts`, which re-exports them all.
 */
export function answersFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const [module, [, names]] of Object.entries(MODULES)) {
    files[fileURLToPath(new URL(`../src/answers/${fileOf(module)}.ts`, import.meta.url))] =
      moduleAnswers(module, names);
  }
  files[ANSWERS_FILE] = [
    ...HEADER,
    ...Object.keys(MODULES).map((module) => `export * from './answers/${fileOf(module)}';`),
    '',
  ].join('\n');
  return files;
}

export const ANSWERS_FILE = fileURLToPath(new URL('../src/answers.ts', import.meta.url));
export const ANSWERS_DIR = fileURLToPath(new URL('../src/answers/', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  rmSync(ANSWERS_DIR, { recursive: true, force: true });
  mkdirSync(ANSWERS_DIR);
  for (const [file, text] of Object.entries(answersFiles())) {
    writeFileSync(file, text);
    console.log(`wrote ${file}`);
  }
}
