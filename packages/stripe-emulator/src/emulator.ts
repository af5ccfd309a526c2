// The emulator's state and the operations on it (the REST handlers, the hosted pages and the
// control endpoints all call these). Objects are stored in their Stripe JSON shape; references
// between them are ids, expanded when a request asks for it.
import { renameSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { EMULATOR_API_VERSION, DECLINED_CARD } from './constants';
import {
  cardDeclined,
  invalidRequest,
  paymentAttemptFailed,
  resourceMissing,
  StripeError,
  type StripeErrorBody,
} from './errors';
import {
  buildCharge,
  buildCheckoutSession,
  buildCustomer,
  buildDeletedCustomer,
  buildDispute,
  buildEvent,
  buildInvoice,
  buildInvoicePayment,
  buildLineItem,
  buildPaymentIntent,
  buildPortalSession,
  buildPrice,
  buildProduct,
  buildRefund,
  buildSubscription,
  buildSubscriptionItem,
  newId,
  nowSeconds,
  type PaymentInput,
  type StripeObject,
} from './objects';
import { WebhookQueue, type DeliveryResult } from './webhooks';

export type Collection =
  | 'products'
  | 'prices'
  | 'customers'
  | 'checkout_sessions'
  | 'subscriptions'
  | 'invoices'
  | 'payment_intents'
  | 'charges'
  | 'refunds'
  | 'disputes'
  | 'invoice_payments'
  | 'portal_sessions'
  | 'events';

interface IdempotentResponse {
  fingerprint: string;
  status: number;
  body: string;
  created: number;
}

export interface State {
  /** Objects by collection, in creation order. */
  objects: Record<Collection, Record<string, StripeObject>>;
  /** A checkout session's line items (`line_items` is only there when expanded). */
  lineItems: Record<string, StripeObject[]>;
  /** What a session needs at completion that is not part of its Stripe shape. */
  sessionExtras: Record<string, SessionExtras>;
  idempotency: Record<string, IdempotentResponse>;
  invoiceSequence: number;
}

export interface SessionExtras {
  trialPeriodDays: number | null;
  subscriptionMetadata: Record<string, string>;
  paymentIntentMetadata: Record<string, string>;
}

export interface RequestInfo {
  id: string | null;
  idempotencyKey: string | null;
}

const PREFIXES: Record<string, Collection> = {
  prod: 'products',
  price: 'prices',
  cus: 'customers',
  cs: 'checkout_sessions',
  sub: 'subscriptions',
  in: 'invoices',
  pi: 'payment_intents',
  ch: 'charges',
  re: 'refunds',
  du: 'disputes',
  inpay: 'invoice_payments',
  bps: 'portal_sessions',
  evt: 'events',
};

export const SEED = {
  product: {
    id: 'prod_MesadinhaPremium',
    name: 'Mesadinha Premium',
    description: 'Todos os recursos para a família',
  },
  prices: [
    {
      id: 'price_MesadinhaMonthly',
      lookupKey: 'mesadinha_monthly',
      unitAmount: 1990,
      nickname: 'Plano mensal',
      recurring: { interval: 'month' as const, intervalCount: 1, trialPeriodDays: 7 },
    },
    {
      id: 'price_MesadinhaYearly',
      lookupKey: 'mesadinha_yearly',
      unitAmount: 19900,
      nickname: 'Plano anual',
      recurring: { interval: 'year' as const, intervalCount: 1, trialPeriodDays: null },
    },
    {
      id: 'price_MesadinhaLifetime',
      lookupKey: 'mesadinha_lifetime',
      unitAmount: 29900,
      nickname: 'Pagamento único',
      recurring: null,
    },
  ],
};

function emptyState(): State {
  return {
    objects: {
      products: {},
      prices: {},
      customers: {},
      checkout_sessions: {},
      subscriptions: {},
      invoices: {},
      payment_intents: {},
      charges: {},
      refunds: {},
      disputes: {},
      invoice_payments: {},
      portal_sessions: {},
      events: {},
    },
    lineItems: {},
    sessionExtras: {},
    idempotency: {},
    invoiceSequence: 1,
  };
}

export function seededState(): State {
  const state = emptyState();
  // a fixed creation time keeps the seed identical across resets and restarts
  const created = 1_767_225_600; // 2026-01-01T00:00:00Z
  const product = buildProduct({
    ...SEED.product,
    created,
    defaultPrice: SEED.prices[0]?.id ?? null,
  });
  state.objects.products[product.id] = product;
  SEED.prices.forEach((price, index) => {
    const object = buildPrice({
      id: price.id,
      product: product.id,
      created: created + index,
      currency: 'brl',
      unitAmount: price.unitAmount,
      lookupKey: price.lookupKey,
      nickname: price.nickname,
      recurring: price.recurring,
    });
    state.objects.prices[object.id] = object;
  });
  return state;
}

/** `interval` × `count` after `from` (calendar months/years, like Stripe's billing anchor). */
export function addInterval(from: number, interval: string, count: number): number {
  const date = new Date(from * 1000);
  switch (interval) {
    case 'day':
      date.setUTCDate(date.getUTCDate() + count);
      break;
    case 'week':
      date.setUTCDate(date.getUTCDate() + 7 * count);
      break;
    case 'year':
      date.setUTCFullYear(date.getUTCFullYear() + count);
      break;
    default:
      date.setUTCMonth(date.getUTCMonth() + count);
  }
  return Math.floor(date.getTime() / 1000);
}

export interface EmulatorOptions {
  publicUrl: string;
  webhookUrl: string | null;
  webhookSecret: string;
  dataFile: string | null;
  retry: { attempts: number; baseDelayMs: number };
}

export interface DeliveryLogEntry extends DeliveryResult {
  attempt: number;
  delivered: boolean;
  at: number;
}

type Metadata = Record<string, string>;

/** How a payment attempt ends: paid, still processing (boleto, Pix), or failed with an error. */
export type PaymentOutcome = 'succeeded' | 'processing' | { failure: StripeErrorBody };

/** A parameter Stripe knows but the emulator does not act on: refused, never silently ignored. */
function notImplemented(param: string): StripeError {
  return invalidRequest(`The Stripe emulator does not implement \`${param}\`.`, param);
}

/** Refuses the first parameter outside `supported` (`expand` is always supported). */
export function onlySupported(params: Record<string, unknown>, supported: string[]): void {
  for (const key of Object.keys(params)) {
    if (key !== 'expand' && !supported.includes(key)) throw notImplemented(key);
  }
}

/** An amount as Stripe writes it in English messages: 'R$19.90', '$20.00'. */
function money(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount / 100);
}

/** Stripe's `metadata` update: '' empties it, a key set to '' is removed, others are set. */
function mergeMetadata(current: unknown, update: unknown): Metadata {
  if (update === '') return {};
  const metadata = { ...(current as Metadata) };
  for (const [key, value] of Object.entries(update as Metadata)) {
    if (value === '') delete metadata[key];
    else metadata[key] = value;
  }
  return metadata;
}

/** Stripe accepts only absolute http(s) URLs for redirects ('Not a valid URL', url_invalid). */
function checkUrl(value: unknown, param: string): void {
  const url = URL.canParse(String(value)) ? new URL(String(value)) : null;
  const valid = url !== null && (url.protocol === 'https:' || url.protocol === 'http:');
  if (!valid) throw invalidRequest('Not a valid URL', param, 'url_invalid');
}

/** The reasons Stripe gives a dispute (`dispute.reason`). */
export const DISPUTE_REASONS = [
  'bank_cannot_process',
  'check_returned',
  'credit_not_processed',
  'customer_initiated',
  'debit_not_authorized',
  'duplicate',
  'fraudulent',
  'general',
  'incorrect_account_details',
  'insufficient_funds',
  'noncompliant',
  'product_not_received',
  'product_unacceptable',
  'subscription_canceled',
  'unrecognized',
];

export function normaliseCard(text: string): string {
  return text.replace(/[\s-]/g, '');
}

export class Emulator {
  state: State;
  webhookUrl: string | null;
  readonly queue: WebhookQueue;
  readonly deliveries: DeliveryLogEntry[] = [];

  constructor(readonly options: EmulatorOptions) {
    this.webhookUrl = options.webhookUrl;
    this.state = this.load() ?? seededState();
    this.queue = new WebhookQueue({
      attempts: options.retry.attempts,
      baseDelayMs: options.retry.baseDelayMs,
      secret: options.webhookSecret,
      onAttempt: (result) => {
        this.deliveries.push({ ...result, at: Date.now() });
        if (this.deliveries.length > 500) this.deliveries.shift();
        const event = this.state.objects.events[result.id];
        if (event && (result.delivered || result.attempt === options.retry.attempts)) {
          event.pending_webhooks = Math.max(0, Number(event.pending_webhooks) - 1);
          this.save();
        }
      },
    });
  }

  // ---- persistence --------------------------------------------------------------------------

  private load(): State | null {
    const file = this.options.dataFile;
    if (!file || !existsSync(file)) return null;
    try {
      const state = JSON.parse(readFileSync(file, 'utf8')) as State;
      if (state.objects?.prices && state.sessionExtras) {
        // a file written before a collection existed: that collection starts empty
        state.objects = { ...emptyState().objects, ...state.objects };
        return state;
      }
    } catch {
      // unreadable: fall through
    }
    console.warn(
      `[stripe-emulator] ${file} is not a state file of this emulator; starting from the seed.`,
    );
    return null;
  }

  /** Writes the state after each change (temporary file + rename: never a half-written file). */
  save(): void {
    const file = this.options.dataFile;
    if (!file) return;
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.state));
    renameSync(temporary, file);
  }

  reset(): void {
    this.queue.clear();
    this.state = seededState();
    this.deliveries.length = 0;
    this.save();
  }

  // ---- lookup ---------------------------------------------------------------------------------

  collectionOf(id: string): Collection | null {
    const prefix = id.slice(0, id.indexOf('_'));
    return PREFIXES[prefix] ?? null;
  }

  find(collection: Collection, id: string): StripeObject | null {
    return this.state.objects[collection][id] ?? null;
  }

  get(collection: Collection, id: string, kind: string, param = 'id'): StripeObject {
    const object = this.find(collection, id);
    if (!object) throw resourceMissing(kind, id, param);
    return object;
  }

  /** Newest first, like Stripe's lists. */
  list(collection: Collection): StripeObject[] {
    return Object.values(this.state.objects[collection]).reverse();
  }

  private put(collection: Collection, object: StripeObject): StripeObject {
    this.state.objects[collection][object.id] = object;
    return object;
  }

  // ---- events -----------------------------------------------------------------------------

  emit(
    type: string,
    object: StripeObject,
    request: RequestInfo,
    previousAttributes: Record<string, unknown> | null = null,
  ): StripeObject {
    const event = buildEvent({
      id: newId('evt'),
      created: nowSeconds(),
      apiVersion: EMULATOR_API_VERSION,
      type,
      object: structuredClone(object),
      previousAttributes,
      pendingWebhooks: this.webhookUrl ? 1 : 0,
      request: { id: request.id, idempotency_key: request.idempotencyKey },
    });
    this.put('events', event);
    if (this.webhookUrl) this.queue.enqueue(this.webhookUrl, event.id, JSON.stringify(event));
    return event;
  }

  async deliver(ids: string[]): Promise<DeliveryResult[]> {
    const url = this.webhookUrl;
    if (!url) throw invalidRequest('No webhook URL is set on the emulator.', 'webhookUrl');
    const events = ids.map((id) => this.get('events', id, 'event', 'ids'));
    const results: DeliveryResult[] = [];
    for (const event of events) {
      const result = await this.queue.send(url, event.id, JSON.stringify(event));
      this.deliveries.push({
        ...result,
        attempt: 1,
        delivered: result.status >= 200 && result.status < 300,
        at: Date.now(),
      });
      results.push(result);
    }
    return results;
  }

  // ---- customers --------------------------------------------------------------------------

  createCustomer(params: {
    email?: string;
    name?: string;
    phone?: string;
    description?: string;
    metadata?: Metadata;
    preferred_locales?: string[];
  }): StripeObject {
    return this.put(
      'customers',
      buildCustomer({
        id: newId('cus', 14),
        created: nowSeconds(),
        email: params.email || null,
        name: params.name || null,
        phone: params.phone || null,
        description: params.description || null,
        metadata: params.metadata ?? {},
        preferredLocales: params.preferred_locales ?? [],
      }),
    );
  }

  /** A customer that is not deleted (Stripe only shows a deleted one's stub, on retrieve). */
  liveCustomer(id: string, param = 'id'): StripeObject {
    const customer = this.get('customers', id, 'customer', param);
    if (customer.deleted) throw resourceMissing('customer', id, param);
    return customer;
  }

  /**
   * `DELETE /v1/customers/:id`: cancels its subscriptions at once and expires its open
   * checkout sessions (each with its event), then leaves only the deleted stub.
   */
  deleteCustomer(customer: StripeObject, request: RequestInfo): StripeObject {
    const own = (collection: Collection) =>
      Object.values(this.state.objects[collection]).filter((item) => item.customer === customer.id);
    for (const subscription of own('subscriptions')) {
      if (subscription.status !== 'canceled') this.cancelSubscription(subscription, request);
    }
    for (const session of own('checkout_sessions')) {
      if (this.refreshSession(session).status === 'open') this.expireSession(session, request);
    }
    const deleted = buildDeletedCustomer(customer.id);
    this.state.objects.customers[customer.id] = deleted;
    this.emit('customer.deleted', customer, request);
    return deleted;
  }

  /** `POST /v1/customers/:id`: e-mail, name, phone, description and metadata (no event). */
  updateCustomer(customer: StripeObject, params: Record<string, unknown>): StripeObject {
    onlySupported(params, ['email', 'name', 'phone', 'description', 'metadata']);
    for (const key of ['email', 'name', 'phone', 'description'] as const) {
      if (params[key] !== undefined) customer[key] = (params[key] as string) || null;
    }
    if (params.metadata !== undefined) {
      customer.metadata = mergeMetadata(customer.metadata, params.metadata);
    }
    this.save();
    return customer;
  }

  // ---- checkout sessions ------------------------------------------------------------------

  createCheckoutSession(params: Record<string, unknown>): StripeObject {
    const mode = params.mode as string | undefined;
    if (!mode) throw invalidRequest('Missing required param: mode.', 'mode', 'parameter_missing');
    if (mode === 'setup') {
      throw invalidRequest('The Stripe emulator does not implement `setup` mode.', 'mode');
    }
    const successUrl = params.success_url as string | undefined;
    if (!successUrl) {
      throw invalidRequest(
        'Missing required param: success_url.',
        'success_url',
        'parameter_missing',
      );
    }
    for (const [name, problem] of [
      ['discounts', params.discounts !== undefined],
      ['optional_items', params.optional_items !== undefined],
      ['shipping_options', params.shipping_options !== undefined],
      ['setup_intent_data', params.setup_intent_data !== undefined],
      ['ui_mode', params.ui_mode !== undefined && params.ui_mode !== 'hosted'],
      [
        'automatic_tax[enabled]',
        (params.automatic_tax as Record<string, string> | undefined)?.enabled === 'true',
      ],
      [
        'subscription_data[trial_end]',
        (params.subscription_data as Record<string, unknown> | undefined)?.trial_end !== undefined,
      ],
      [
        'subscription_data[billing_cycle_anchor]',
        (params.subscription_data as Record<string, unknown> | undefined)?.billing_cycle_anchor !==
          undefined,
      ],
    ] as const) {
      if (problem) throw notImplemented(name);
    }
    checkUrl(successUrl, 'success_url');
    if (params.cancel_url !== undefined) checkUrl(params.cancel_url, 'cancel_url');
    const lineItemsParam = params.line_items as Record<string, string>[] | undefined;
    if (!lineItemsParam || lineItemsParam.length === 0) {
      throw invalidRequest(
        'Missing required param: line_items.',
        'line_items',
        'parameter_missing',
      );
    }
    if (params.customer && params.customer_email) {
      throw invalidRequest(
        'You may only specify one of these parameters: customer, customer_email.',
        'customer_email',
      );
    }
    const customer = params.customer
      ? this.liveCustomer(params.customer as string, 'customer')
      : null;
    const lineItems = lineItemsParam.map((item, index) => {
      if (item.price_data !== undefined) throw notImplemented(`line_items[${index}][price_data]`);
      if (!item.price) {
        throw invalidRequest(
          'You must specify either `price` or `price_data` for each line item.',
          `line_items[${index}][price]`,
          'parameter_missing',
        );
      }
      const price = this.get('prices', item.price, 'price', `line_items[${index}][price]`);
      if (!price.active) {
        throw invalidRequest(
          `The price specified is inactive. This field only accepts active prices.`,
          `line_items[${index}][price]`,
        );
      }
      const product = this.find('products', String(price.product));
      return buildLineItem({
        price,
        quantity: Number(item.quantity ?? 1),
        description: String(product?.name ?? price.nickname ?? ''),
      });
    });
    const recurring = lineItems.filter((item) => (item.price as StripeObject).type === 'recurring');
    if (mode === 'subscription' && recurring.length === 0) {
      throw invalidRequest(
        'You must provide at least one recurring price in `subscription` mode when using prices.',
        'line_items',
      );
    }
    if (mode === 'payment' && recurring.length > 0) {
      throw invalidRequest(
        'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
        'line_items',
      );
    }
    const currencies = new Set(lineItems.map((item) => item.currency));
    if (currencies.size > 1) {
      throw invalidRequest('All line items must use the same currency.', 'line_items');
    }
    const created = nowSeconds();
    let expiresAt = created + 24 * 3600;
    if (params.expires_at !== undefined) {
      expiresAt = Number(params.expires_at);
      if (expiresAt < created + 30 * 60 - 5 || expiresAt > created + 24 * 3600 + 5) {
        throw invalidRequest(
          'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
          'expires_at',
        );
      }
    }
    const subscriptionData = (params.subscription_data ?? {}) as Record<string, unknown>;
    if (mode !== 'subscription' && params.subscription_data !== undefined) {
      throw invalidRequest(
        'You can not pass `subscription_data` in `payment` mode.',
        'subscription_data',
      );
    }
    const amount = lineItems.reduce((sum, item) => sum + Number(item.amount_total), 0);
    const id = newId('cs_test', 58);
    const session = buildCheckoutSession({
      id,
      allow_promotion_codes: params.allow_promotion_codes === 'true' ? true : null,
      amount_subtotal: amount,
      amount_total: amount,
      billing_address_collection: params.billing_address_collection ?? null,
      cancel_url: params.cancel_url ?? null,
      client_reference_id: params.client_reference_id ?? null,
      created,
      currency: lineItems[0]?.currency ?? null,
      customer: customer?.id ?? null,
      customer_creation: customer ? null : mode === 'payment' ? 'if_required' : 'always',
      customer_email: params.customer_email ?? null,
      expires_at: expiresAt,
      locale: params.locale ?? null,
      metadata: (params.metadata as Metadata | undefined) ?? {},
      mode,
      payment_method_types: (params.payment_method_types as string[] | undefined) ?? ['card'],
      payment_status: 'unpaid',
      status: 'open',
      submit_type: params.submit_type ?? null,
      success_url: successUrl,
      url: `${this.options.publicUrl}/checkout/${id}`,
    });
    this.state.lineItems[id] = lineItems;
    this.state.sessionExtras[id] = {
      trialPeriodDays:
        subscriptionData.trial_period_days !== undefined
          ? Number(subscriptionData.trial_period_days)
          : null,
      subscriptionMetadata: (subscriptionData.metadata as Metadata | undefined) ?? {},
      paymentIntentMetadata:
        ((params.payment_intent_data as Record<string, unknown> | undefined)?.metadata as
          Metadata | undefined) ?? {},
    };
    return this.put('checkout_sessions', session);
  }

  /** A session past its `expires_at` is expired on read, as Stripe's background job would. */
  refreshSession(session: StripeObject): StripeObject {
    if (session.status === 'open' && Number(session.expires_at) <= nowSeconds()) {
      this.expireSession(session, { id: null, idempotencyKey: null });
      this.save();
    }
    return session;
  }

  expireSession(session: StripeObject, request: RequestInfo): StripeObject {
    if (session.status !== 'open') {
      throw invalidRequest(
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${String(session.status)}\`.`,
      );
    }
    session.status = 'expired';
    session.url = null;
    this.emit('checkout.session.expired', session, request);
    return session;
  }

  /**
   * Pays an open session like the hosted page does: customer (given or new), then a
   * subscription with its first invoice, or a payment intent; events in the brief's order.
   * `async` (payment mode) leaves the payment processing, as a boleto or Pix does until it
   * settles (settlePayment).
   */
  completeSession(
    session: StripeObject,
    input: { cardNumber?: string; email?: string; async?: boolean },
    request: RequestInfo,
  ): StripeObject {
    this.refreshSession(session);
    if (session.status !== 'open') {
      throw invalidRequest(
        `This Checkout Session is no longer open (status \`${String(session.status)}\`).`,
        'session',
      );
    }
    if (input.async && session.mode !== 'payment') {
      throw invalidRequest(
        'The Stripe emulator completes asynchronous payments in `payment` mode only.',
        'async',
      );
    }
    if (normaliseCard(input.cardNumber ?? '') === DECLINED_CARD) throw cardDeclined();
    const created = nowSeconds();
    let customer = session.customer
      ? this.get('customers', String(session.customer), 'customer')
      : null;
    const email = (customer?.email as string | null) ?? session.customer_email ?? input.email;
    if (!customer) {
      customer = this.createCustomer({ email: (email as string | undefined) ?? undefined });
      session.customer = customer.id;
    }
    session.customer_details = {
      address: null,
      email: email ?? null,
      name: customer.name ?? null,
      phone: null,
      tax_exempt: 'none',
      tax_ids: [],
      business_name: null,
      individual_name: null,
    };
    const lineItems = this.state.lineItems[session.id] ?? [];
    const price = lineItems[0]?.price as StripeObject;
    const extras = this.state.sessionExtras[session.id];
    session.status = 'complete';
    session.url = null;
    let subscription: StripeObject | null = null;
    let invoice: StripeObject | null = null;
    if (session.mode === 'subscription') {
      const trialDays = extras?.trialPeriodDays ?? null;
      const recurring = price.recurring as { interval: string; interval_count: number };
      const trialEnd = trialDays ? created + trialDays * 86_400 : null;
      const periodEnd =
        trialEnd ?? addInterval(created, recurring.interval, recurring.interval_count);
      const id = newId('sub');
      const item = buildSubscriptionItem({
        subscription: id,
        price,
        created,
        periodStart: created,
        periodEnd,
      });
      subscription = buildSubscription({
        id,
        billing_cycle_anchor: periodEnd,
        created,
        currency: price.currency,
        current_period_start: created,
        current_period_end: periodEnd,
        customer: customer.id,
        items: {
          object: 'list',
          data: [item],
          has_more: false,
          total_count: 1,
          url: `/v1/subscription_items?subscription=${id}`,
        },
        metadata: extras?.subscriptionMetadata ?? {},
        start_date: created,
        status: trialEnd ? 'trialing' : 'active',
        trial_start: trialEnd ? created : null,
        trial_end: trialEnd,
      });
      this.put('subscriptions', subscription);
      invoice = this.createInvoice({
        customer,
        subscription,
        price,
        periodStart: created,
        periodEnd: created,
        amount: trialEnd ? 0 : Number(price.unit_amount),
        paid: true,
        billingReason: 'subscription_create',
      });
      subscription.latest_invoice = invoice.id;
      session.subscription = subscription.id;
      session.invoice = invoice.id;
      session.payment_status = trialEnd ? 'no_payment_required' : 'paid';
    } else {
      const intent = this.recordPayment(
        {
          amount: Number(session.amount_total),
          currency: String(session.currency),
          customer: customer.id,
          metadata: extras?.paymentIntentMetadata ?? {},
          description: null,
        },
        input.async ? 'processing' : 'succeeded',
      );
      session.payment_intent = intent.id;
      session.payment_status = input.async ? 'unpaid' : 'paid';
    }
    this.emit('checkout.session.completed', session, request);
    if (subscription && invoice) {
      this.emit('customer.subscription.created', subscription, request);
      this.emit('invoice.paid', invoice, request);
    }
    return session;
  }

  /** A finalized invoice, charged at once when it has an amount due (a trial's first has none). */
  private createInvoice(
    values: Omit<Parameters<typeof buildInvoice>[0], 'id' | 'created' | 'number'>,
  ): StripeObject {
    const sequence = this.state.invoiceSequence;
    this.state.invoiceSequence += 1;
    const invoice = this.put(
      'invoices',
      buildInvoice({
        ...values,
        id: newId('in'),
        created: nowSeconds(),
        number: `MESA-${String(sequence).padStart(4, '0')}`,
      }),
    );
    if (values.amount > 0) {
      const intent = this.recordPayment(
        {
          amount: values.amount,
          currency: String(invoice.currency),
          customer: String(invoice.customer),
          metadata: {},
          description:
            values.billingReason === 'subscription_create'
              ? 'Subscription creation'
              : 'Subscription update',
        },
        values.paid ? 'succeeded' : { failure: cardDeclined().body },
      );
      const payment = this.put(
        'invoice_payments',
        buildInvoicePayment({
          id: newId('inpay'),
          created: nowSeconds(),
          invoice,
          paymentIntent: intent.id,
        }),
      );
      if (values.paid) this.markPaymentPaid(payment);
    }
    return invoice;
  }

  // ---- payments ---------------------------------------------------------------------------

  /** A payment intent and its first charge, left as the outcome says (every payment has both). */
  private recordPayment(
    input: Omit<PaymentInput, 'created' | 'paymentMethod'>,
    outcome: PaymentOutcome,
  ): StripeObject {
    const intent = this.put(
      'payment_intents',
      buildPaymentIntent({
        ...input,
        id: newId('pi'),
        created: nowSeconds(),
        paymentMethod: newId('pm'),
      }),
    );
    this.attemptCharge(intent, outcome);
    return intent;
  }

  /** A new charge of the intent (its first attempt or a retry); the intent follows its outcome. */
  private attemptCharge(intent: StripeObject, outcome: PaymentOutcome): StripeObject {
    const charge = this.put(
      'charges',
      buildCharge({
        id: newId('ch'),
        created: nowSeconds(),
        amount: Number(intent.amount),
        currency: String(intent.currency),
        customer: String(intent.customer),
        metadata: structuredClone(intent.metadata as Metadata),
        description: (intent.description as string | null) ?? null,
        paymentMethod: String(intent.payment_method),
        paymentIntent: intent.id,
      }),
    );
    intent.latest_charge = charge.id;
    this.settleCharge(intent, charge, outcome);
    return charge;
  }

  /** Puts an intent and its latest charge in the state the outcome leaves them in. */
  private settleCharge(intent: StripeObject, charge: StripeObject, outcome: PaymentOutcome): void {
    const succeeded = outcome === 'succeeded';
    const failure = typeof outcome === 'object' ? outcome.failure : null;
    intent.status = succeeded ? 'succeeded' : failure ? 'requires_payment_method' : 'processing';
    intent.amount_received = succeeded ? intent.amount : 0;
    intent.last_payment_error = failure ? { ...failure, charge: charge.id } : null;
    charge.status = succeeded ? 'succeeded' : failure ? 'failed' : 'pending';
    charge.paid = succeeded;
    charge.captured = succeeded;
    charge.amount_captured = succeeded ? charge.amount : 0;
    charge.failure_code = failure?.code ?? null;
    charge.failure_message = failure?.message ?? null;
    charge.outcome =
      outcome === 'processing'
        ? null
        : {
            advice_code: null,
            network_advice_code: null,
            network_decline_code: null,
            network_status: succeeded ? 'approved_by_network' : 'declined_by_network',
            reason: failure?.decline_code ?? null,
            risk_level: 'normal',
            seller_message: succeeded
              ? 'Payment complete.'
              : 'The bank did not return any further details with this decline.',
            type: succeeded ? 'authorized' : 'issuer_declined',
          };
  }

  /** The control endpoint's end of an asynchronous payment: the boleto or Pix arrives or not. */
  settlePayment(
    intent: StripeObject,
    outcome: 'succeeded' | 'failed',
    request: RequestInfo,
  ): StripeObject {
    if (intent.status !== 'processing') {
      throw invalidRequest(
        `This PaymentIntent's status is \`${String(intent.status)}\`; only a \`processing\` one can settle.`,
        'outcome',
        'payment_intent_unexpected_state',
      );
    }
    const charge = this.get('charges', String(intent.latest_charge), 'charge');
    const succeeded = outcome === 'succeeded';
    this.settleCharge(
      intent,
      charge,
      succeeded ? 'succeeded' : { failure: paymentAttemptFailed() },
    );
    const session = this.list('checkout_sessions').find(
      (item) => item.payment_intent === intent.id,
    );
    if (session && succeeded) session.payment_status = 'paid';
    this.emit(
      succeeded ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
      intent,
      request,
    );
    if (session) {
      this.emit(`checkout.session.async_payment_${outcome}`, session, request);
    }
    return intent;
  }

  private markPaymentPaid(payment: StripeObject): void {
    payment.status = 'paid';
    payment.amount_paid = payment.amount_requested;
    payment.status_transitions = { canceled_at: null, paid_at: nowSeconds() };
  }

  // ---- subscriptions ----------------------------------------------------------------------

  private subscriptionPrice(subscription: StripeObject): StripeObject {
    const items = subscription.items as { data: StripeObject[] };
    return items.data[0]?.price as StripeObject;
  }

  private setPeriod(subscription: StripeObject, start: number, end: number): void {
    subscription.current_period_start = start;
    subscription.current_period_end = end;
    for (const item of (subscription.items as { data: StripeObject[] }).data) {
      item.current_period_start = start;
      item.current_period_end = end;
    }
  }

  /** The values of `keys` now, to tell an event's `previous_attributes` later. */
  private snapshot(object: StripeObject, keys: string[]): Record<string, unknown> {
    return Object.fromEntries(keys.map((key) => [key, structuredClone(object[key])]));
  }

  private changed(before: Record<string, unknown>, object: StripeObject): Record<string, unknown> {
    return Object.fromEntries(
      Object.entries(before).filter(
        ([key, value]) => JSON.stringify(value) !== JSON.stringify(object[key]),
      ),
    );
  }

  updateSubscription(
    subscription: StripeObject,
    params: Record<string, unknown>,
    request: RequestInfo,
  ): StripeObject {
    onlySupported(params, ['cancel_at_period_end', 'metadata', 'description']);
    if (subscription.status === 'canceled') {
      throw invalidRequest(
        'A canceled subscription can only update its cancellation_details and metadata.',
      );
    }
    const before = this.snapshot(subscription, [
      'cancel_at_period_end',
      'cancel_at',
      'canceled_at',
      'cancellation_details',
      'metadata',
      'description',
    ]);
    if (params.cancel_at_period_end !== undefined) {
      const cancel = params.cancel_at_period_end === 'true';
      subscription.cancel_at_period_end = cancel;
      subscription.cancel_at = cancel ? subscription.current_period_end : null;
      subscription.canceled_at = cancel ? nowSeconds() : null;
      subscription.cancellation_details = {
        comment: null,
        feedback: null,
        reason: cancel ? 'cancellation_requested' : null,
      };
    }
    if (params.metadata !== undefined) {
      subscription.metadata = mergeMetadata(subscription.metadata, params.metadata);
    }
    if (params.description !== undefined) {
      subscription.description = params.description || null;
    }
    const previous = this.changed(before, subscription);
    if (Object.keys(previous).length > 0) {
      this.emit('customer.subscription.updated', subscription, request, previous);
    }
    return subscription;
  }

  cancelSubscription(subscription: StripeObject, request: RequestInfo): StripeObject {
    if (subscription.status === 'canceled') {
      throw invalidRequest(
        `No such subscription: '${subscription.id}'; a similar object exists in test mode, but it is already canceled.`,
        'subscription_exposed_id',
        'resource_missing',
        404,
      );
    }
    const now = nowSeconds();
    subscription.status = 'canceled';
    subscription.canceled_at = now;
    subscription.ended_at = now;
    subscription.cancel_at = null;
    subscription.cancellation_details = {
      comment: null,
      feedback: null,
      reason: 'cancellation_requested',
    };
    this.emit('customer.subscription.deleted', subscription, request);
    return subscription;
  }

  /** The control endpoint's clock: renew, payment_failed, period_end. */
  advanceSubscription(
    subscription: StripeObject,
    action: 'renew' | 'payment_failed' | 'period_end',
    request: RequestInfo,
  ): StripeObject {
    if (subscription.status === 'canceled') {
      throw invalidRequest('This subscription is canceled; it cannot advance.', 'action');
    }
    const tracked = [
      'status',
      'current_period_start',
      'current_period_end',
      'latest_invoice',
      'items',
      'trial_end',
    ];
    const before = this.snapshot(subscription, tracked);
    const customer = this.get('customers', String(subscription.customer), 'customer');
    const price = this.subscriptionPrice(subscription);
    const recurring = price.recurring as { interval: string; interval_count: number };
    const now = nowSeconds();

    if (action === 'period_end' && subscription.cancel_at_period_end) {
      subscription.status = 'canceled';
      subscription.ended_at = Number(subscription.current_period_end);
      subscription.cancel_at = Number(subscription.current_period_end);
      subscription.canceled_at ??= now;
      this.emit('customer.subscription.deleted', subscription, request);
      return subscription;
    }

    const latest = subscription.latest_invoice
      ? this.find('invoices', String(subscription.latest_invoice))
      : null;
    if (
      action !== 'payment_failed' &&
      subscription.status === 'past_due' &&
      latest?.status === 'open'
    ) {
      // the retried payment of the open invoice succeeds: the period it opened stays
      this.retryInvoice(latest);
      subscription.status = 'active';
      this.emit('invoice.paid', latest, request);
      this.emit(
        'customer.subscription.updated',
        subscription,
        request,
        this.changed(before, subscription),
      );
      return subscription;
    }

    const start = Number(subscription.current_period_end);
    const end = addInterval(start, recurring.interval, recurring.interval_count);
    const paid = action !== 'payment_failed';
    this.setPeriod(subscription, start, end);
    const invoice = this.createInvoice({
      customer,
      subscription,
      price,
      periodStart: start,
      periodEnd: end,
      amount: Number(price.unit_amount),
      paid,
      billingReason: 'subscription_cycle',
    });
    subscription.latest_invoice = invoice.id;
    subscription.status = paid ? 'active' : 'past_due';
    if (subscription.cancel_at_period_end) subscription.cancel_at = end;
    const previous = this.changed(before, subscription);
    this.emit(paid ? 'invoice.paid' : 'invoice.payment_failed', invoice, request);
    this.emit('customer.subscription.updated', subscription, request, previous);
    return subscription;
  }

  /** The open invoice's payment is tried again and succeeds: a new charge of the same intent. */
  private retryInvoice(invoice: StripeObject): void {
    const payment = this.list('invoice_payments').find((item) => item.invoice === invoice.id);
    // (an invoice from a state file written before invoice payments existed has none)
    if (payment) {
      const { payment_intent: intentId } = payment.payment as { payment_intent: string };
      this.attemptCharge(this.get('payment_intents', intentId, 'payment_intent'), 'succeeded');
      this.markPaymentPaid(payment);
    }
    const now = nowSeconds();
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    invoice.attempt_count = Number(invoice.attempt_count) + 1;
    invoice.next_payment_attempt = null;
    invoice.auto_advance = false;
    invoice.status_transitions = {
      ...(invoice.status_transitions as Record<string, unknown>),
      paid_at: now,
    };
  }

  // ---- refunds ----------------------------------------------------------------------------

  /** `POST /v1/refunds`: succeeded at once (as card refunds are), with the charge's events. */
  createRefund(params: Record<string, unknown>, request: RequestInfo): StripeObject {
    onlySupported(params, ['payment_intent', 'charge', 'amount', 'reason', 'metadata']);
    const charge = this.refundableCharge(params);
    const currency = String(charge.currency);
    const remaining = Number(charge.amount) - Number(charge.amount_refunded);
    if (remaining <= 0) {
      throw invalidRequest(
        `Charge ${charge.id} has already been refunded.`,
        undefined,
        'charge_already_refunded',
      );
    }
    const amount = params.amount === undefined ? remaining : Number(params.amount);
    if (amount < 1) {
      throw invalidRequest('Invalid positive integer', 'amount', 'parameter_invalid_integer');
    }
    if (amount > remaining) {
      throw invalidRequest(
        `Refund amount (${money(amount, currency)}) is greater than unrefunded amount on charge (${money(remaining, currency)})`,
        'amount',
        'amount_too_large',
      );
    }
    const refund = this.put(
      'refunds',
      buildRefund({
        id: newId('re'),
        created: nowSeconds(),
        charge,
        amount,
        reason: (params.reason as string | undefined) ?? null,
        metadata: typeof params.metadata === 'object' ? (params.metadata as Metadata) : {},
      }),
    );
    const before = this.snapshot(charge, ['amount_refunded', 'refunded']);
    charge.amount_refunded = Number(charge.amount_refunded) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    this.emit('charge.refunded', charge, request, this.changed(before, charge));
    this.emit('refund.created', refund, request);
    return refund;
  }

  /** The charge a refund names (itself or by its payment intent), if it can be refunded. */
  private refundableCharge(params: Record<string, unknown>): StripeObject {
    const chargeId = params.charge as string | undefined;
    const intentId = params.payment_intent as string | undefined;
    if (!chargeId && !intentId) {
      // Stripe answers this one without a code or a param
      throw invalidRequest(
        'One of the following params should be provided for this request: payment_intent or charge.',
      );
    }
    const intent = intentId
      ? this.get('payment_intents', intentId, 'payment_intent', 'payment_intent')
      : null;
    const charge = chargeId
      ? this.get('charges', chargeId, 'charge', 'charge')
      : this.find('charges', String(intent?.latest_charge));
    if (intent && charge && charge.payment_intent !== intent.id) {
      throw invalidRequest(`Charge ${charge.id} does not belong to PaymentIntent ${intent.id}.`);
    }
    if (!charge || charge.status !== 'succeeded') {
      throw invalidRequest(
        `This PaymentIntent (${intent?.id ?? String(charge?.payment_intent)}) does not have a successful charge to refund.`,
        chargeId ? 'charge' : 'payment_intent',
        'charge_not_refundable',
      );
    }
    // the chargeback took the money back (open or lost dispute); a won one gave it back
    if (this.list('disputes').some((item) => item.charge === charge.id && item.status !== 'won')) {
      throw invalidRequest(
        `Charge ${charge.id} has been charged back; cannot issue a refund.`,
        undefined,
        'charge_disputed',
      );
    }
    return charge;
  }

  // ---- disputes ---------------------------------------------------------------------------

  /** The control endpoint's chargeback (Stripe has no API to open one; its test cards do). */
  openDispute(charge: StripeObject, reason: string, request: RequestInfo): StripeObject {
    if (charge.status !== 'succeeded') {
      throw invalidRequest(`Charge ${charge.id} has not succeeded; it cannot be disputed.`);
    }
    if (charge.disputed) throw invalidRequest(`Charge ${charge.id} is already disputed.`);
    const dispute = this.put(
      'disputes',
      buildDispute({ id: newId('du'), created: nowSeconds(), charge, reason }),
    );
    charge.disputed = true;
    this.emit('charge.dispute.created', dispute, request);
    this.emit('charge.dispute.funds_withdrawn', dispute, request);
    return dispute;
  }

  /** The bank's decision: won gives the funds back (funds_reinstated), lost keeps them. */
  closeDispute(dispute: StripeObject, status: 'won' | 'lost', request: RequestInfo): StripeObject {
    if (dispute.status === 'won' || dispute.status === 'lost') {
      throw invalidRequest(`This dispute is already closed (status \`${dispute.status}\`).`);
    }
    dispute.status = status;
    this.emit('charge.dispute.closed', dispute, request);
    if (status === 'won') this.emit('charge.dispute.funds_reinstated', dispute, request);
    return dispute;
  }

  // ---- billing portal ---------------------------------------------------------------------

  createPortalSession(params: Record<string, unknown>): StripeObject {
    const customerId = params.customer as string | undefined;
    if (!customerId) {
      throw invalidRequest('Missing required param: customer.', 'customer', 'parameter_missing');
    }
    if (params.flow_data !== undefined) {
      throw notImplemented('flow_data');
    }
    if (params.return_url !== undefined) checkUrl(params.return_url, 'return_url');
    const customer = this.liveCustomer(customerId, 'customer');
    const id = newId('bps');
    return this.put(
      'portal_sessions',
      buildPortalSession({
        id,
        created: nowSeconds(),
        customer: customer.id,
        returnUrl: (params.return_url as string | undefined) ?? null,
        locale: (params.locale as string | undefined) ?? null,
        url: `${this.options.publicUrl}/portal/${id}`,
      }),
    );
  }

  /** The customer's subscription the portal shows: the newest not canceled, else the newest. */
  portalSubscription(customerId: string): StripeObject | null {
    const mine = this.list('subscriptions').filter((sub) => sub.customer === customerId);
    return mine.find((sub) => sub.status !== 'canceled') ?? mine[0] ?? null;
  }

  // ---- idempotency ------------------------------------------------------------------------

  recallIdempotent(key: string): IdempotentResponse | null {
    return this.state.idempotency[key] ?? null;
  }

  rememberIdempotent(key: string, response: IdempotentResponse): void {
    this.state.idempotency[key] = response;
    const keys = Object.keys(this.state.idempotency);
    if (keys.length > 1000) delete this.state.idempotency[keys[0] as string];
  }
}

export { StripeError };
