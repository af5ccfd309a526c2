// HTTP with node:http: the Stripe REST subset under /v1, the hosted pages, and the test control
// endpoints under /_emulator.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EMULATOR_API_VERSION, EMULATOR_DEFAULT_PORT, EMULATOR_WEBHOOK_SECRET } from './constants';
import {
  DISPUTE_REASONS,
  Emulator,
  normaliseCard,
  onlySupported,
  type Collection,
  type RequestInfo,
} from './emulator';
import { invalidRequest, StripeError } from './errors';
import { FormError, parseForm, type FormObject, type FormValue } from './form';
import { newId, type StripeObject } from './objects';
import subset from './openapi-subset.json';
import { checkoutPage, notFoundPage, portalPage } from './pages';
import { validateParams, type Schema } from './validate';
import { DECLINED_CARD } from './constants';

export interface StripeEmulatorOptions {
  /** 0 = a random free port. Default 12111. */
  port?: number;
  host?: string;
  /** Origin of the hosted pages (default `http://localhost:<port>`). */
  publicUrl?: string;
  webhookUrl?: string | null;
  webhookSecret?: string;
  /** JSON file the state is written to after each change and read at start. */
  dataFile?: string | null;
  retry?: { attempts: number; baseDelayMs: number };
}

export interface StripeEmulator {
  url: string;
  port: number;
  close(): Promise<void>;
  setWebhookUrl(url: string | null): void;
}

type Params = Record<string, FormValue>;

interface Context {
  params: Params;
  match: RegExpMatchArray;
  request: RequestInfo;
}

interface Route {
  method: string;
  pattern: RegExp;
  /** Key of the operation in openapi-subset.json (its schema validates the params). */
  operation: string;
  handle(context: Context): unknown;
}

const OPERATIONS = subset.operations as unknown as Record<
  string,
  { query?: Schema; body?: Schema }
>;

const MAX_BODY = 1_000_000;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(invalidRequest('Request body too large.'));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(
  response: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    'content-type': 'application/json',
    'cache-control': 'no-cache, no-store',
    ...headers,
  });
  response.end(body);
}

function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    'x-content-type-options': 'nosniff',
  });
  response.end(html);
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { location, 'cache-control': 'no-store' });
  response.end();
}

function str(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function strings(value: FormValue | undefined): string[] {
  if (value === undefined || value === '') return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return Object.values(value).filter((item): item is string => typeof item === 'string');
}

/** Stripe's list envelope with `limit`, `starting_after`, `ending_before` (newest first). */
function paginate(items: StripeObject[], params: Params, url: string) {
  const limitText = str(params.limit);
  const limit = limitText === undefined ? 10 : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    throw invalidRequest(
      'Invalid limit: must be an integer between 1 and 100.',
      'limit',
      'parameter_invalid_integer',
    );
  }
  const after = str(params.starting_after);
  const before = str(params.ending_before);
  let data: StripeObject[];
  let hasMore: boolean;
  if (after) {
    const index = items.findIndex((item) => item.id === after);
    if (index === -1)
      throw invalidRequest(`No such object: '${after}'`, 'starting_after', 'resource_missing', 404);
    const rest = items.slice(index + 1);
    data = rest.slice(0, limit);
    hasMore = rest.length > limit;
  } else if (before) {
    const index = items.findIndex((item) => item.id === before);
    if (index === -1)
      throw invalidRequest(`No such object: '${before}'`, 'ending_before', 'resource_missing', 404);
    const head = items.slice(0, index);
    data = head.slice(Math.max(0, head.length - limit));
    hasMore = head.length > limit;
  } else {
    data = items.slice(0, limit);
    hasMore = items.length > limit;
  }
  return { object: 'list', data, has_more: hasMore, url };
}

function createdFilter(items: StripeObject[], created: FormValue | undefined): StripeObject[] {
  if (created === undefined) return items;
  if (typeof created === 'string') return items.filter((item) => item.created === Number(created));
  if (Array.isArray(created)) return items;
  const range = created as Record<string, string>;
  return items.filter((item) => {
    const value = Number(item.created);
    if (range.gt !== undefined && !(value > Number(range.gt))) return false;
    if (range.gte !== undefined && !(value >= Number(range.gte))) return false;
    if (range.lt !== undefined && !(value < Number(range.lt))) return false;
    if (range.lte !== undefined && !(value <= Number(range.lte))) return false;
    return true;
  });
}

/** The items whose fields equal the params given among `keys` (the simple list filters). */
function byFields(items: StripeObject[], params: Params, keys: string[]): StripeObject[] {
  return items.filter((item) =>
    keys.every((key) => params[key] === undefined || item[key] === params[key]),
  );
}

/** What every list takes besides its filters. */
const LIST_PARAMS = ['limit', 'starting_after', 'ending_before', 'created'];

/** Stripe's subscription `status` filter: by default all but canceled; `all`; `ended`; one. */
function hasStatus(subscription: StripeObject, status: string | undefined): boolean {
  if (status === undefined) return subscription.status !== 'canceled';
  if (status === 'all') return true;
  if (status === 'ended') {
    return subscription.status === 'canceled' || subscription.status === 'incomplete_expired';
  }
  return subscription.status === status;
}

/** Whether one of the subscription's items is on the price (the `price` or `plan` filter). */
function hasPrice(subscription: StripeObject, price: string | undefined): boolean {
  const items = (subscription.items as { data: StripeObject[] }).data;
  return price === undefined || items.some((item) => (item.price as StripeObject).id === price);
}

/** A control body field that must be one of `allowed` (refused like Stripe's enums). */
function oneOf<T extends string>(value: unknown, name: string, allowed: readonly T[]): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw invalidRequest(
      `Invalid ${name}: must be one of ${allowed.join(', ')}`,
      name,
      'parameter_invalid_string',
    );
  }
  return value as T;
}

function matchesType(type: string, pattern: string): boolean {
  if (pattern === '*') return true;
  if (pattern.endsWith('.*')) return type.startsWith(pattern.slice(0, -1));
  return type === pattern;
}

export async function startStripeEmulator(
  options: StripeEmulatorOptions = {},
): Promise<StripeEmulator> {
  const host = options.host ?? '127.0.0.1';
  const emulator = new Emulator({
    publicUrl: options.publicUrl ?? '',
    webhookUrl: options.webhookUrl ?? null,
    webhookSecret: options.webhookSecret ?? EMULATOR_WEBHOOK_SECRET,
    dataFile: options.dataFile ?? null,
    retry: options.retry ?? { attempts: 5, baseDelayMs: 500 },
  });

  // ---- expansion --------------------------------------------------------------------------

  function resolveId(id: string): StripeObject | null {
    const collection = emulator.collectionOf(id);
    return collection ? emulator.find(collection, id) : null;
  }

  /** Lists Stripe includes in an object only when expanded (`<object> <field>`). */
  const includable: Record<string, (id: string) => { data: StripeObject[]; url: string }> = {
    'checkout.session line_items': (id) => ({
      data: emulator.state.lineItems[id] ?? [],
      url: `/v1/checkout/sessions/${id}/line_items`,
    }),
    'charge refunds': (id) => ({
      data: emulator.list('refunds').filter((refund) => refund.charge === id),
      url: `/v1/charges/${id}/refunds`,
    }),
    'invoice payments': (id) => ({
      data: emulator.list('invoice_payments').filter((payment) => payment.invoice === id),
      url: `/v1/invoice_payments?invoice=${id}`,
    }),
  };

  function expandPath(holder: Record<string, unknown>, path: string[]): void {
    const [head, ...rest] = path;
    if (head === undefined) return;
    if (holder.object === 'list' && head === 'data') {
      for (const item of holder.data as Record<string, unknown>[]) expandPath(item, rest);
      return;
    }
    let value = holder[head];
    const list = includable[`${String(holder.object)} ${head}`];
    if (list) {
      const { data, url } = list(String(holder.id));
      value = { object: 'list', data: structuredClone(data), has_more: false, url };
      holder[head] = value;
    } else if (typeof value === 'string') {
      const target = resolveId(value);
      if (target) {
        value = structuredClone(target);
        holder[head] = value;
      }
    }
    if (value && typeof value === 'object' && rest.length > 0) {
      expandPath(value as Record<string, unknown>, rest);
    }
  }

  function render(object: unknown, params: Params): unknown {
    const copy = structuredClone(object) as Record<string, unknown>;
    for (const path of strings(params.expand)) {
      const segments = path.split('.');
      if (segments.length > 4) {
        throw invalidRequest(
          `You cannot expand more than 4 levels of a property. Property: ${path}`,
          'expand',
        );
      }
      expandPath(copy, segments);
    }
    return copy;
  }

  // ---- REST routes ------------------------------------------------------------------------

  const get = (collection: Collection, kind: string) => (context: Context) =>
    emulator.get(collection, decodeURIComponent(context.match[1] as string), kind);

  /** `GET /v1/<collection>` filtered by the given fields and `created`. */
  const listOf =
    (collection: Collection, keys: string[]) =>
    ({ params }: Context) =>
      paginate(
        createdFilter(byFields(emulator.list(collection), params, keys), params.created),
        params,
        `/v1/${collection}`,
      );

  const customerOf = (context: Context) =>
    emulator.liveCustomer(decodeURIComponent(context.match[1] as string));

  const subscriptionOf = (context: Context) =>
    emulator.get(
      'subscriptions',
      decodeURIComponent(context.match[1] as string),
      'subscription',
      'subscription_exposed_id',
    );

  const sessionOf = (context: Context) =>
    emulator.refreshSession(
      emulator.get(
        'checkout_sessions',
        decodeURIComponent(context.match[1] as string),
        'checkout.session',
        'session',
      ),
    );

  const routes: Route[] = [
    {
      method: 'GET',
      pattern: /^\/v1\/products$/,
      operation: 'GET /v1/products',
      handle: ({ params }) => {
        let items = emulator.list('products');
        if (params.active !== undefined) {
          items = items.filter((item) => String(item.active) === params.active);
        }
        const ids = strings(params.ids);
        if (ids.length > 0) items = items.filter((item) => ids.includes(item.id));
        return paginate(createdFilter(items, params.created), params, '/v1/products');
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/products\/([^/]+)$/,
      operation: 'GET /v1/products/{id}',
      handle: get('products', 'product'),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/prices$/,
      operation: 'GET /v1/prices',
      handle: ({ params }) => {
        let items = emulator.list('prices');
        if (params.active !== undefined) {
          items = items.filter((item) => String(item.active) === params.active);
        }
        const keys = strings(params.lookup_keys);
        if (keys.length > 0) {
          items = items.filter((item) => keys.includes(String(item.lookup_key)));
        }
        if (params.product !== undefined) {
          items = items.filter((item) => item.product === params.product);
        }
        if (params.type !== undefined) items = items.filter((item) => item.type === params.type);
        if (params.currency !== undefined) {
          items = items.filter((item) => item.currency === params.currency);
        }
        const recurring = params.recurring as Record<string, string> | undefined;
        if (recurring?.interval) {
          items = items.filter(
            (item) =>
              (item.recurring as { interval?: string } | null)?.interval === recurring.interval,
          );
        }
        return paginate(createdFilter(items, params.created), params, '/v1/prices');
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/prices\/([^/]+)$/,
      operation: 'GET /v1/prices/{price}',
      handle: get('prices', 'price'),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/customers$/,
      operation: 'GET /v1/customers',
      handle: ({ params }) => {
        let items = emulator.list('customers').filter((item) => !item.deleted);
        if (params.email !== undefined) items = items.filter((item) => item.email === params.email);
        return paginate(createdFilter(items, params.created), params, '/v1/customers');
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/customers$/,
      operation: 'POST /v1/customers',
      handle: ({ params }) =>
        emulator.createCustomer({
          email: str(params.email),
          name: str(params.name),
          phone: str(params.phone),
          description: str(params.description),
          metadata:
            typeof params.metadata === 'object' ? (params.metadata as Record<string, string>) : {},
          preferred_locales: strings(params.preferred_locales),
        }),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/customers\/([^/]+)$/,
      operation: 'GET /v1/customers/{customer}',
      handle: get('customers', 'customer'),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/customers\/([^/]+)$/,
      operation: 'POST /v1/customers/{customer}',
      handle: (context) => emulator.updateCustomer(customerOf(context), context.params),
    },
    {
      method: 'DELETE',
      pattern: /^\/v1\/customers\/([^/]+)$/,
      operation: 'DELETE /v1/customers/{customer}',
      handle: (context) => emulator.deleteCustomer(customerOf(context), context.request),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/checkout\/sessions$/,
      operation: 'GET /v1/checkout/sessions',
      handle: ({ params }) => {
        const items = emulator
          .list('checkout_sessions')
          .map((item) => emulator.refreshSession(item));
        return paginate(
          createdFilter(
            byFields(items, params, ['customer', 'subscription', 'payment_intent', 'status']),
            params.created,
          ),
          params,
          '/v1/checkout/sessions',
        );
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/checkout\/sessions$/,
      operation: 'POST /v1/checkout/sessions',
      handle: ({ params }) => emulator.createCheckoutSession(params),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/,
      operation: 'GET /v1/checkout/sessions/{session}',
      handle: sessionOf,
    },
    {
      method: 'GET',
      pattern: /^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/,
      operation: 'GET /v1/checkout/sessions/{session}/line_items',
      handle: (context) => {
        const session = sessionOf(context);
        return paginate(
          [...(emulator.state.lineItems[session.id] ?? [])],
          context.params,
          `/v1/checkout/sessions/${session.id}/line_items`,
        );
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
      operation: 'POST /v1/checkout/sessions/{session}/expire',
      handle: (context) => emulator.expireSession(sessionOf(context), context.request),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/subscriptions$/,
      operation: 'GET /v1/subscriptions',
      handle: ({ params }) => {
        onlySupported(params, [...LIST_PARAMS, 'customer', 'price', 'plan', 'status']);
        const price = str(params.price) ?? str(params.plan);
        const items = byFields(emulator.list('subscriptions'), params, ['customer']).filter(
          (item) => hasStatus(item, str(params.status)) && hasPrice(item, price),
        );
        return paginate(createdFilter(items, params.created), params, '/v1/subscriptions');
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/subscriptions\/([^/]+)$/,
      operation: 'GET /v1/subscriptions/{subscription_exposed_id}',
      handle: subscriptionOf,
    },
    {
      method: 'POST',
      pattern: /^\/v1\/subscriptions\/([^/]+)$/,
      operation: 'POST /v1/subscriptions/{subscription_exposed_id}',
      handle: (context) =>
        emulator.updateSubscription(subscriptionOf(context), context.params, context.request),
    },
    {
      method: 'DELETE',
      pattern: /^\/v1\/subscriptions\/([^/]+)$/,
      operation: 'DELETE /v1/subscriptions/{subscription_exposed_id}',
      handle: (context) => emulator.cancelSubscription(subscriptionOf(context), context.request),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/invoices\/([^/]+)$/,
      operation: 'GET /v1/invoices/{invoice}',
      handle: get('invoices', 'invoice'),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/invoice_payments$/,
      operation: 'GET /v1/invoice_payments',
      handle: ({ params }) => {
        let items = byFields(emulator.list('invoice_payments'), params, ['invoice', 'status']);
        // payment[type], payment[payment_intent], payment[payment_record]
        for (const [key, value] of Object.entries((params.payment ?? {}) as Params)) {
          items = items.filter((item) => (item.payment as Params)[key] === value);
        }
        return paginate(createdFilter(items, params.created), params, '/v1/invoice_payments');
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/invoice_payments\/([^/]+)$/,
      operation: 'GET /v1/invoice_payments/{invoice_payment}',
      handle: get('invoice_payments', 'invoice_payment'),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/payment_intents\/([^/]+)$/,
      operation: 'GET /v1/payment_intents/{intent}',
      handle: get('payment_intents', 'payment_intent'),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/charges\/([^/]+)$/,
      operation: 'GET /v1/charges/{charge}',
      handle: get('charges', 'charge'),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/refunds$/,
      operation: 'GET /v1/refunds',
      handle: listOf('refunds', ['charge', 'payment_intent']),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/refunds$/,
      operation: 'POST /v1/refunds',
      handle: ({ params, request }) => emulator.createRefund(params, request),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/refunds\/([^/]+)$/,
      operation: 'GET /v1/refunds/{refund}',
      handle: get('refunds', 'refund'),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/disputes$/,
      operation: 'GET /v1/disputes',
      handle: listOf('disputes', ['charge', 'payment_intent']),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/disputes\/([^/]+)$/,
      operation: 'GET /v1/disputes/{dispute}',
      handle: get('disputes', 'dispute'),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/billing_portal\/sessions$/,
      operation: 'POST /v1/billing_portal/sessions',
      handle: ({ params }) => emulator.createPortalSession(params),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/events$/,
      operation: 'GET /v1/events',
      handle: ({ params }) => {
        let items = emulator.list('events');
        const type = str(params.type);
        if (type) items = items.filter((item) => matchesType(String(item.type), type));
        const types = strings(params.types);
        if (types.length > 0) {
          items = items.filter((item) => types.some((t) => matchesType(String(item.type), t)));
        }
        return paginate(createdFilter(items, params.created), params, '/v1/events');
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/events\/([^/]+)$/,
      operation: 'GET /v1/events/{id}',
      handle: get('events', 'event'),
    },
  ];

  function authenticate(request: IncomingMessage): StripeError | null {
    const header = request.headers.authorization ?? '';
    let key = '';
    if (/^bearer /i.test(header)) key = header.slice(7).trim();
    else if (/^basic /i.test(header)) {
      key = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':')[0] ?? '';
    }
    if (!key) {
      return new StripeError(401, {
        type: 'invalid_request_error',
        message:
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
      });
    }
    if (!key.startsWith('sk_test_')) {
      return new StripeError(401, {
        type: 'invalid_request_error',
        code: 'api_key_invalid',
        message: `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`,
      });
    }
    return null;
  }

  async function handleApi(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
  ): Promise<void> {
    const requestId = newId('req', 14);
    const headers: Record<string, string> = {
      'request-id': requestId,
      'stripe-version': String(request.headers['stripe-version'] ?? EMULATOR_API_VERSION),
    };
    const fail = (error: StripeError) =>
      send(response, error.status, JSON.stringify(error.toJSON()), headers);
    const authError = authenticate(request);
    if (authError) return fail(authError);

    const method = request.method ?? 'GET';
    const candidates = routes.filter((route) => route.pattern.test(url.pathname));
    const route = candidates.find((candidate) => candidate.method === method);
    if (!route) {
      return fail(
        invalidRequest(
          `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
          undefined,
          undefined,
          404,
        ),
      );
    }
    const raw = method === 'GET' ? '' : await readBody(request);
    const idempotencyKey =
      method === 'GET'
        ? null
        : ((request.headers['idempotency-key'] as string | undefined) ?? null);
    const fingerprint = `${method} ${url.pathname}?${url.search} ${raw}`;
    if (idempotencyKey) {
      headers['idempotency-key'] = idempotencyKey;
      const previous = emulator.recallIdempotent(idempotencyKey);
      if (previous) {
        if (previous.fingerprint !== fingerprint) {
          return fail(
            new StripeError(400, {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            }),
          );
        }
        return send(response, previous.status, previous.body, {
          ...headers,
          'idempotent-replayed': 'true',
          'original-request': requestId,
        });
      }
    }
    let params: FormObject;
    try {
      params = { ...parseForm(url.search.slice(1)), ...parseForm(raw) };
    } catch (error) {
      if (error instanceof FormError) return fail(invalidRequest(error.message));
      throw error;
    }
    const operation = OPERATIONS[route.operation];
    const schema = method === 'GET' ? operation?.query : operation?.body;
    let status = 200;
    let body: string;
    const problem = schema ? validateParams(schema, params) : null;
    if (problem) {
      status = problem.status;
      body = JSON.stringify(problem.toJSON());
    } else {
      try {
        const match = url.pathname.match(route.pattern) as RegExpMatchArray;
        const result = route.handle({
          params,
          match,
          request: { id: requestId, idempotencyKey },
        });
        body = JSON.stringify(render(result, params));
      } catch (error) {
        if (!(error instanceof StripeError)) throw error;
        status = error.status;
        body = JSON.stringify(error.toJSON());
      }
    }
    if (method !== 'GET') {
      if (idempotencyKey && status < 500) {
        emulator.rememberIdempotent(idempotencyKey, {
          fingerprint,
          status,
          body,
          created: Date.now(),
        });
      }
      emulator.save();
    }
    send(response, status, body, headers);
  }

  // ---- hosted pages -----------------------------------------------------------------------

  function checkoutView(
    session: StripeObject,
    extra: { cardNumber?: string; email?: string; error?: string } = {},
  ) {
    const lineItems = emulator.state.lineItems[session.id] ?? [];
    const price = lineItems[0]?.price as StripeObject;
    const product = emulator.find('products', String(price.product));
    const customer = session.customer ? emulator.find('customers', String(session.customer)) : null;
    return checkoutPage({
      session,
      product,
      price,
      trialDays: emulator.state.sessionExtras[session.id]?.trialPeriodDays ?? null,
      needsEmail: !customer?.email && !session.customer_email,
      ...extra,
    });
  }

  async function handlePage(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
  ): Promise<boolean> {
    const method = request.method ?? 'GET';
    let match = /^\/checkout\/([^/]+)(\/pay)?$/.exec(url.pathname);
    if (match) {
      const session = emulator.find('checkout_sessions', decodeURIComponent(match[1] as string));
      if (!session) {
        sendHtml(response, 404, notFoundPage());
        return true;
      }
      emulator.refreshSession(session);
      if (!match[2] && method === 'GET') {
        sendHtml(response, 200, checkoutView(session));
        return true;
      }
      if (match[2] && method === 'POST') {
        const form = parseForm(await readBody(request));
        const cardNumber = str(form.card_number) ?? '';
        const email = str(form.email)?.trim();
        const digits = normaliseCard(cardNumber);
        if (session.status !== 'open') {
          sendHtml(response, 409, checkoutView(session));
          return true;
        }
        if (!/^\d{12,19}$/.test(digits)) {
          sendHtml(
            response,
            400,
            checkoutView(session, { cardNumber, email, error: 'Número do cartão inválido.' }),
          );
          return true;
        }
        if (digits === DECLINED_CARD) {
          sendHtml(
            response,
            402,
            checkoutView(session, { cardNumber, email, error: 'Seu cartão foi recusado.' }),
          );
          return true;
        }
        emulator.completeSession(
          session,
          { cardNumber, email },
          { id: null, idempotencyKey: null },
        );
        emulator.save();
        redirect(
          response,
          String(session.success_url).replaceAll('{CHECKOUT_SESSION_ID}', session.id),
        );
        return true;
      }
    }
    match = /^\/portal\/([^/]+)(\/cancel|\/renew)?$/.exec(url.pathname);
    if (match) {
      const portal = emulator.find('portal_sessions', decodeURIComponent(match[1] as string));
      if (!portal) {
        sendHtml(response, 404, notFoundPage());
        return true;
      }
      const subscription = emulator.portalSubscription(String(portal.customer));
      if (match[2] && method === 'POST') {
        await readBody(request);
        // 'Cancelar assinatura' sets cancel_at_period_end, 'Manter assinatura' clears it
        const cancel = match[2] === '/cancel';
        if (
          subscription &&
          subscription.status !== 'canceled' &&
          Boolean(subscription.cancel_at_period_end) !== cancel
        ) {
          emulator.updateSubscription(
            subscription,
            { cancel_at_period_end: String(cancel) },
            { id: null, idempotencyKey: null },
          );
          emulator.save();
        }
        redirect(response, `/portal/${portal.id}`);
        return true;
      }
      if (!match[2] && method === 'GET') {
        const price = (subscription?.items as { data: StripeObject[] } | undefined)?.data[0]
          ?.price as StripeObject | undefined;
        const product = price ? emulator.find('products', String(price.product)) : null;
        sendHtml(
          response,
          200,
          portalPage({ portal, subscription, productName: (product?.name as string) ?? null }),
        );
        return true;
      }
    }
    return false;
  }

  // ---- control endpoints ------------------------------------------------------------------

  async function handleControl(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
  ): Promise<void> {
    const method = request.method ?? 'GET';
    const raw = method === 'GET' ? '' : await readBody(request);
    let body: Record<string, unknown> = {};
    if (raw.trim()) {
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        throw invalidRequest('The body must be JSON.');
      }
    }
    const control: RequestInfo = { id: null, idempotencyKey: null };
    const json = (value: unknown, status = 200) => send(response, status, JSON.stringify(value));
    const path = url.pathname;
    let match: RegExpExecArray | null;

    if (
      method === 'POST' &&
      (match = /^\/_emulator\/checkout\/sessions\/([^/]+)\/complete$/.exec(path))
    ) {
      const session = emulator.get(
        'checkout_sessions',
        decodeURIComponent(match[1] as string),
        'checkout.session',
      );
      if (body.async !== undefined && typeof body.async !== 'boolean') {
        throw invalidRequest('Invalid boolean: async', 'async');
      }
      const result = emulator.completeSession(
        session,
        {
          cardNumber: typeof body.card_number === 'string' ? body.card_number : undefined,
          email: typeof body.email === 'string' ? body.email : undefined,
          async: body.async === true,
        },
        control,
      );
      emulator.save();
      return json(result);
    }
    if (
      method === 'POST' &&
      (match = /^\/_emulator\/subscriptions\/([^/]+)\/advance$/.exec(path))
    ) {
      const action = oneOf(body.action, 'action', ['renew', 'payment_failed', 'period_end']);
      const subscription = emulator.get(
        'subscriptions',
        decodeURIComponent(match[1] as string),
        'subscription',
      );
      const result = emulator.advanceSubscription(subscription, action, control);
      emulator.save();
      return json(result);
    }
    if (
      method === 'POST' &&
      (match = /^\/_emulator\/(charges|payment_intents)\/([^/]+)\/dispute$/.exec(path))
    ) {
      const reason = oneOf(body.reason ?? 'fraudulent', 'reason', DISPUTE_REASONS);
      const id = decodeURIComponent(match[2] as string);
      const intent =
        match[1] === 'payment_intents'
          ? emulator.get('payment_intents', id, 'payment_intent')
          : null;
      const charge = emulator.get('charges', intent ? String(intent.latest_charge) : id, 'charge');
      const result = emulator.openDispute(charge, reason, control);
      emulator.save();
      return json(result);
    }
    if (
      method === 'POST' &&
      (match = /^\/_emulator\/payment_intents\/([^/]+)\/settle$/.exec(path))
    ) {
      const outcome = oneOf(body.outcome, 'outcome', ['succeeded', 'failed']);
      const intent = emulator.get(
        'payment_intents',
        decodeURIComponent(match[1] as string),
        'payment_intent',
      );
      const result = emulator.settlePayment(intent, outcome, control);
      emulator.save();
      return json(result);
    }
    if (method === 'POST' && (match = /^\/_emulator\/disputes\/([^/]+)\/close$/.exec(path))) {
      const status = oneOf(body.status, 'status', ['won', 'lost']);
      const dispute = emulator.get('disputes', decodeURIComponent(match[1] as string), 'dispute');
      const result = emulator.closeDispute(dispute, status, control);
      emulator.save();
      return json(result);
    }
    if (method === 'POST' && path === '/_emulator/events/deliver') {
      const ids = body.ids;
      if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) {
        throw invalidRequest('ids must be an array of event ids.', 'ids', 'parameter_missing');
      }
      const results = await emulator.deliver(ids as string[]);
      return json(results);
    }
    if (method === 'GET' && path === '/_emulator/events') {
      let items = emulator.list('events');
      const type = url.searchParams.get('type');
      if (type) items = items.filter((item) => matchesType(String(item.type), type));
      const limit = Number(url.searchParams.get('limit') ?? 100);
      return json(items.slice(0, Number.isFinite(limit) && limit > 0 ? limit : 100));
    }
    if (method === 'GET' && path === '/_emulator/deliveries') {
      return json([...emulator.deliveries].reverse());
    }
    if (method === 'POST' && path === '/_emulator/webhooks/flush') {
      await emulator.queue.flush();
      return json({ ok: true });
    }
    if (method === 'POST' && path === '/_emulator/reset') {
      emulator.reset();
      return json({ ok: true });
    }
    throw invalidRequest(
      `Unrecognized request URL (${method}: ${path}).`,
      undefined,
      undefined,
      404,
    );
  }

  // ---- server -----------------------------------------------------------------------------

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://emulator.invalid');
    const work = async () => {
      if (url.pathname.startsWith('/v1/')) return handleApi(request, response, url);
      if (url.pathname.startsWith('/_emulator/')) return handleControl(request, response, url);
      if (await handlePage(request, response, url)) return;
      if (url.pathname === '/' || url.pathname === '/health') {
        return send(response, 200, JSON.stringify({ ok: true, emulator: 'stripe' }));
      }
      throw invalidRequest(
        `Unrecognized request URL (${request.method ?? 'GET'}: ${url.pathname}).`,
        undefined,
        undefined,
        404,
      );
    };
    work().catch((error: unknown) => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      if (error instanceof StripeError) {
        send(response, error.status, JSON.stringify(error.toJSON()));
        return;
      }
      console.error('[stripe-emulator]', error);
      send(
        response,
        500,
        JSON.stringify({ error: { type: 'api_error', message: 'Emulator error.' } }),
      );
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? EMULATOR_DEFAULT_PORT, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  emulator.options.publicUrl = (options.publicUrl ?? `http://localhost:${port}`).replace(/\/$/, '');
  const displayHost = host.includes(':') ? `[${host}]` : host;

  return {
    url: `http://${displayHost}:${port}`,
    port,
    setWebhookUrl(webhookUrl: string | null) {
      emulator.webhookUrl = webhookUrl;
    },
    async close() {
      emulator.queue.clear();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
