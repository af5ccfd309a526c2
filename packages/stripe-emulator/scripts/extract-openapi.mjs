// Extracts from Stripe's published API description (github.com/stripe/openapi) only what the
// emulator needs: the request schemas (query parameters, form bodies) of the operations it
// implements, and the fixture objects it uses as templates. Writes src/openapi-subset.json.
//
// Run by hand (not part of the build):
//   node scripts/extract-openapi.mjs [path-to-a-bare-or-normal-clone-of-stripe/openapi]
// Default repository: /work/.mirror/stripe+openapi/repo (STRIPE_OPENAPI_REPO overrides).
//
// fixtures3.json is read at HEAD. spec3.json is read at HEAD when the clone has it; a mirror that
// leaves out the large spec files gets the newest commit whose openapi/spec3.json or
// openapi/spec3.yaml is readable (the commit and API version are recorded in the output).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';

const repo =
  process.argv[2] ?? process.env.STRIPE_OPENAPI_REPO ?? '/work/.mirror/stripe+openapi/repo';
const out = fileURLToPath(new URL('../src/openapi-subset.json', import.meta.url));

/**
 * The operations the emulator implements, as [method, path] of the spec, with the declaration
 * file and interface of the same call's parameters in the `stripe` SDK (see sdkParams).
 */
const OPERATIONS = [
  ['get', '/v1/products', 'Products', 'ProductListParams'],
  ['get', '/v1/products/{id}', 'Products', 'ProductRetrieveParams'],
  ['get', '/v1/prices', 'Prices', 'PriceListParams'],
  ['get', '/v1/prices/{price}', 'Prices', 'PriceRetrieveParams'],
  ['get', '/v1/customers', 'Customers', 'CustomerListParams'],
  ['post', '/v1/customers', 'Customers', 'CustomerCreateParams'],
  ['get', '/v1/customers/{customer}', 'Customers', 'CustomerRetrieveParams'],
  ['post', '/v1/customers/{customer}', 'Customers', 'CustomerUpdateParams'],
  ['delete', '/v1/customers/{customer}', 'Customers', 'CustomerDeleteParams'],
  ['get', '/v1/checkout/sessions', 'Checkout/Sessions', 'SessionListParams'],
  ['post', '/v1/checkout/sessions', 'Checkout/Sessions', 'SessionCreateParams'],
  ['get', '/v1/checkout/sessions/{session}', 'Checkout/Sessions', 'SessionRetrieveParams'],
  ['post', '/v1/checkout/sessions/{session}/expire', 'Checkout/Sessions', 'SessionExpireParams'],
  [
    'get',
    '/v1/checkout/sessions/{session}/line_items',
    'Checkout/Sessions',
    'SessionListLineItemsParams',
  ],
  [
    'get',
    '/v1/subscriptions/{subscription_exposed_id}',
    'Subscriptions',
    'SubscriptionRetrieveParams',
  ],
  [
    'post',
    '/v1/subscriptions/{subscription_exposed_id}',
    'Subscriptions',
    'SubscriptionUpdateParams',
  ],
  [
    'delete',
    '/v1/subscriptions/{subscription_exposed_id}',
    'Subscriptions',
    'SubscriptionCancelParams',
  ],
  ['get', '/v1/subscriptions', 'Subscriptions', 'SubscriptionListParams'],
  ['get', '/v1/invoices/{invoice}', 'Invoices', 'InvoiceRetrieveParams'],
  ['get', '/v1/invoice_payments', 'InvoicePayments', 'InvoicePaymentListParams'],
  [
    'get',
    '/v1/invoice_payments/{invoice_payment}',
    'InvoicePayments',
    'InvoicePaymentRetrieveParams',
  ],
  ['get', '/v1/payment_intents/{intent}', 'PaymentIntents', 'PaymentIntentRetrieveParams'],
  ['get', '/v1/charges/{charge}', 'Charges', 'ChargeRetrieveParams'],
  ['get', '/v1/refunds', 'Refunds', 'RefundListParams'],
  ['post', '/v1/refunds', 'Refunds', 'RefundCreateParams'],
  ['get', '/v1/refunds/{refund}', 'Refunds', 'RefundRetrieveParams'],
  ['get', '/v1/disputes', 'Disputes', 'DisputeListParams'],
  ['get', '/v1/disputes/{dispute}', 'Disputes', 'DisputeRetrieveParams'],
  ['post', '/v1/billing_portal/sessions', 'BillingPortal/Sessions', 'SessionCreateParams'],
  ['get', '/v1/events', 'Events', 'EventListParams'],
  ['get', '/v1/events/{id}', 'Events', 'EventRetrieveParams'],
];

/** Fixture objects used as templates for the objects the emulator returns. */
const FIXTURES = [
  'product',
  'price',
  'customer',
  'checkout.session',
  'item',
  'subscription',
  'subscription_item',
  'invoice',
  'line_item',
  'payment_intent',
  'charge',
  'refund',
  'dispute',
  'invoice_payment',
  'deleted_customer',
  'billing_portal.session',
  'event',
];

/**
 * Top-level parameter names of one call in the installed `stripe` SDK's declarations (generated
 * by Stripe from the current spec, OPENAPI_VERSION in the package). A mirror without the large
 * spec files gives an older spec; names the current API added since are accepted without a
 * schema, so a call the SDK types allow is never refused as unknown.
 */
const sdkRoot = fileURLToPath(new URL('../node_modules/stripe', import.meta.url));

/** Members `{ name, type, optional }` of the `{ … }` block opened on lines[start]. */
function members(lines, start) {
  const indent = /^\s*/.exec(lines[start])[0].length;
  const found = [];
  for (const line of lines.slice(start + 1)) {
    const lineIndent = /^\s*/.exec(line)[0].length;
    if (/^\s*\}/.test(line) && lineIndent === indent) break;
    const match = /^\s*(\w+)(\??):\s*(.*);$/.exec(line);
    if (match && lineIndent === indent + 4) {
      found.push({ name: match[1], type: match[3], optional: match[2] === '?' });
    }
  }
  return found;
}

function blockStart(lines, pattern, from = 0, indent = null) {
  for (let index = from; index < lines.length; index += 1) {
    const line = lines[index];
    if (!pattern.test(line)) continue;
    if (indent === null || /^\s*/.exec(line)[0].length === indent) return index;
  }
  return -1;
}

/**
 * Parameters of one call, top level and one level down (`subscription_data[…]`,
 * `line_items[i][…]`), from the SDK's declaration of its params interface and namespace:
 * `{ params: [{ name, optional, children: [{ name, optional }] | null }], paginated }`.
 */
function sdkParams(file, name) {
  const lines = readFileSync(path.join(sdkRoot, 'cjs/resources', `${file}.d.ts`), 'utf8').split(
    '\n',
  );
  const start = blockStart(
    lines,
    new RegExp(`^\\s*(export )?interface ${name}( extends [^{]+)? \\{$`),
  );
  if (start === -1) throw new Error(`interface ${name} not found in stripe/${file}.d.ts`);
  const indent = /^\s*/.exec(lines[start])[0].length;
  const namespace = blockStart(
    lines,
    new RegExp(`^\\s*(export )?(declare )?namespace ${name} \\{$`),
    0,
    indent,
  );
  const params = members(lines, start).map(({ name: member, type, optional }) => {
    const nested = new RegExp(`${name}\\.(\\w+)`).exec(type);
    if (!nested || namespace === -1) return { name: member, optional, children: null };
    const child = blockStart(
      lines,
      new RegExp(`^\\s*interface ${nested[1]} \\{$`),
      namespace,
      indent + 4,
    );
    return { name: member, optional, children: child === -1 ? null : members(lines, child) };
  });
  return { params, paginated: / extends PaginationParams \{$/.test(lines[start]) };
}

/** What `extends PaginationParams` adds to a list call (stripe/cjs/shared.d.ts). */
const PAGINATION = {
  ending_before: { type: 'string' },
  limit: { type: 'integer' },
  starting_after: { type: 'string' },
};

/**
 * The request schema of a call the mirrored spec predates (invoice payments): the names the SDK
 * declares, nested ones with their required members, without types.
 */
function sdkSchema({ params, paginated }) {
  const properties = {};
  for (const { name, children } of params) {
    properties[name] = children
      ? {
          type: 'object',
          properties: Object.fromEntries(children.map((child) => [child.name, {}])),
          required: children.filter((child) => !child.optional).map((child) => child.name),
        }
      : {};
  }
  if (paginated) Object.assign(properties, PAGINATION);
  const required = params.filter((param) => !param.optional).map((param) => param.name);
  return { type: 'object', properties, required };
}

/** The object schema a nested parameter is (itself, its array items, or its anyOf object). */
function objectSchema(schema) {
  if (!schema) return null;
  if (schema.type === 'array') return objectSchema(schema.items);
  if (schema.anyOf) return schema.anyOf.map(objectSchema).find(Boolean) ?? null;
  return schema.type === 'object' && schema.properties ? schema : null;
}

function git(args, options = {}) {
  return execFileSync('git', ['-C', repo, ...args], {
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
    ...options,
  });
}

function tryShow(commit, file) {
  try {
    return git(['show', `${commit}:${file}`]);
  } catch {
    return null;
  }
}

function readSpec() {
  const commits = git(['log', '--format=%H', '--', 'openapi/spec3.json', 'openapi/spec3.yaml'])
    .trim()
    .split('\n');
  for (const commit of ['HEAD', ...commits]) {
    const json = tryShow(commit, 'openapi/spec3.json');
    if (json) return { commit, file: 'openapi/spec3.json', spec: JSON.parse(json) };
    const yaml = tryShow(commit, 'openapi/spec3.yaml');
    if (yaml) return { commit, file: 'openapi/spec3.yaml', spec: parseYaml(yaml) };
  }
  throw new Error(`no readable openapi/spec3.{json,yaml} in ${repo}`);
}

/** Keeps what validation needs; drops descriptions, titles and vendor extensions. */
const KEEP = new Set([
  'type',
  'properties',
  'required',
  'enum',
  'items',
  'anyOf',
  'maxLength',
  'format',
  'additionalProperties',
]);

function slim(schema, spec, depth = 0) {
  if (schema === null || typeof schema !== 'object') return schema;
  if (schema.$ref) {
    // Request schemas are inline in Stripe's spec; a $ref there is a response object
    // (never sent by a client): keep only that it is a string id or an object.
    if (depth > 12) return {};
    const name = schema.$ref.split('/').pop();
    const target = spec.components.schemas[name];
    return target ? slim(target, spec, depth + 1) : {};
  }
  const result = {};
  for (const [key, value] of Object.entries(schema)) {
    if (!KEEP.has(key)) continue;
    if (key === 'properties') {
      result.properties = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [name, slim(sub, spec, depth + 1)]),
      );
    } else if (key === 'items' || (key === 'additionalProperties' && typeof value === 'object')) {
      result[key] = slim(value, spec, depth + 1);
    } else if (key === 'anyOf') {
      result.anyOf = value.map((sub) => slim(sub, spec, depth + 1));
    } else {
      result[key] = value;
    }
  }
  return result;
}

const { commit: specCommit, file: specFile, spec } = readSpec();
const fixturesCommit = git(['rev-parse', 'HEAD']).trim();
const fixtures = JSON.parse(git(['show', 'HEAD:openapi/fixtures3.json'])).resources;
const resolvedSpecCommit = git(['rev-parse', specCommit]).trim();
const specDate = git(['log', '-1', '--format=%cI', specCommit]).trim();

const operations = {};
const addedFromSdk = {};
const onlyInSdk = [];
for (const [method, route, sdkFile, sdkInterface] of OPERATIONS) {
  const key = `${method.toUpperCase()} ${route}`;
  const sdk = sdkParams(sdkFile, sdkInterface);
  const operation = spec.paths[route]?.[method];
  if (!operation) {
    onlyInSdk.push(key);
    operations[key] = { [method === 'get' ? 'query' : 'body']: sdkSchema(sdk) };
    continue;
  }
  const query = {};
  const required = [];
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in !== 'query') continue;
    query[parameter.name] = slim(parameter.schema, spec);
    if (parameter.required) required.push(parameter.name);
  }
  const body = operation.requestBody?.content?.['application/x-www-form-urlencoded']?.schema;
  const schema =
    method === 'get'
      ? { type: 'object', properties: query, required }
      : slim(body ?? { type: 'object', properties: {} }, spec);
  schema.properties ??= {};
  for (const { name, children } of sdk.params) {
    if (!schema.properties[name]) {
      schema.properties[name] = {};
      (addedFromSdk[key] ??= []).push(name);
      continue;
    }
    const nested = objectSchema(schema.properties[name]);
    for (const { name: child } of nested ? (children ?? []) : []) {
      if (nested.properties[child]) continue;
      nested.properties[child] = {};
      (addedFromSdk[key] ??= []).push(`${name}[${child}]`);
    }
  }
  operations[key] = method === 'get' ? { query: schema } : { body: schema };
}

const templates = {};
for (const name of FIXTURES) {
  if (!fixtures[name]) throw new Error(`fixture ${name} is not in fixtures3.json`);
  templates[name] = fixtures[name];
}

const subset = {
  source: {
    repository: 'https://github.com/stripe/openapi',
    spec: {
      file: specFile,
      commit: resolvedSpecCommit,
      date: specDate,
      version: spec.info.version,
    },
    fixtures: { file: 'openapi/fixtures3.json', commit: fixturesCommit },
    sdk: {
      package: `stripe@${JSON.parse(readFileSync(path.join(sdkRoot, 'package.json'), 'utf8')).version}`,
      openapiVersion: readFileSync(path.join(sdkRoot, 'OPENAPI_VERSION'), 'utf8').trim(),
      note: 'parameters (top level and one level down) the SDK declares that the spec above lacks, accepted without a schema',
      addedParameters: addedFromSdk,
      operationsNote:
        'operations the spec above lacks: their parameters are the names the SDK declares (nested ones with their required members), without types',
      operations: onlyInSdk,
    },
    generatedBy: 'packages/stripe-emulator/scripts/extract-openapi.mjs',
  },
  operations,
  fixtures: templates,
};
writeFileSync(out, `${JSON.stringify(subset, null, 2)}\n`);
// the repository's formatter decides the layout (pnpm format:check covers this file)
execFileSync('pnpm', ['exec', 'prettier', '--write', out], { stdio: 'inherit' });
console.log(
  `wrote ${out}: spec ${spec.info.version} (${resolvedSpecCommit.slice(0, 8)}, ${specFile}), fixtures ${fixturesCommit.slice(0, 8)}`,
);
