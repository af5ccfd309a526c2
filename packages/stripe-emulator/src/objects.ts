// Builders of the objects the emulator returns. Each starts from the fixture of Stripe's
// published API description (src/openapi-subset.json), so every field the real object has is
// present, then gets the emulator's values; fixture filler (sample discounts, shipping, custom
// texts…) is reset to what a plain card checkout without those features has.
import subset from './openapi-subset.json';

export type StripeObject = Record<string, unknown> & { id: string; object: string };

const FIXTURES = subset.fixtures as unknown as Record<string, Record<string, unknown>>;

function fromFixture(name: string, values: Record<string, unknown>): StripeObject {
  const template = FIXTURES[name];
  if (!template) throw new Error(`no fixture ${name}`);
  return { ...structuredClone(template), ...values } as StripeObject;
}

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export function newId(prefix: string, length = 24): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let text = '';
  for (const byte of bytes) text += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${text}`;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export interface ProductInput {
  id: string;
  name: string;
  description: string | null;
  created: number;
  defaultPrice: string | null;
}

export function buildProduct(input: ProductInput): StripeObject {
  return fromFixture('product', {
    id: input.id,
    active: true,
    created: input.created,
    updated: input.created,
    default_price: input.defaultPrice,
    description: input.description,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: {},
    name: input.name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    unit_label: null,
    url: null,
    type: 'service',
  });
}

export interface PriceInput {
  id: string;
  product: string;
  created: number;
  currency: string;
  unitAmount: number;
  lookupKey: string | null;
  nickname: string | null;
  recurring: {
    interval: 'day' | 'week' | 'month' | 'year';
    intervalCount: number;
    trialPeriodDays: number | null;
  } | null;
}

export function buildPrice(input: PriceInput): StripeObject {
  return fromFixture('price', {
    id: input.id,
    active: true,
    billing_scheme: 'per_unit',
    created: input.created,
    currency: input.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: input.lookupKey,
    metadata: {},
    nickname: input.nickname,
    product: input.product,
    recurring: input.recurring
      ? {
          interval: input.recurring.interval,
          interval_count: input.recurring.intervalCount,
          meter: null,
          usage_type: 'licensed',
          trial_period_days: input.recurring.trialPeriodDays,
        }
      : null,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: input.recurring ? 'recurring' : 'one_time',
    unit_amount: input.unitAmount,
    unit_amount_decimal: String(input.unitAmount),
  });
}

export function buildCustomer(values: {
  id: string;
  created: number;
  email: string | null;
  name: string | null;
  phone: string | null;
  description: string | null;
  metadata: Record<string, string>;
  preferredLocales: string[];
}): StripeObject {
  return fromFixture('customer', {
    id: values.id,
    address: null,
    balance: 0,
    created: values.created,
    currency: null,
    default_source: null,
    delinquent: false,
    description: values.description,
    discount: null,
    email: values.email,
    invoice_prefix: values.id.slice(4, 12).toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: values.metadata,
    name: values.name,
    next_invoice_sequence: 1,
    phone: values.phone,
    preferred_locales: values.preferredLocales,
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  });
}

export function buildCheckoutSession(values: Record<string, unknown>): StripeObject {
  return fromFixture('checkout.session', {
    after_expiration: null,
    allow_promotion_codes: null,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    client_secret: null,
    consent: null,
    consent_collection: null,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer_details: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'always',
    payment_method_configuration_details: null,
    payment_method_options: {},
    phone_number_collection: { enabled: false },
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    submit_type: null,
    subscription: null,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    adaptive_pricing: { enabled: false },
    discounts: [],
    collected_information: null,
    permissions: null,
    wallet_options: null,
    origin_context: null,
    currency_conversion: null,
    customer_account: null,
    integration_identifier: null,
    managed_payments: null,
    ...values,
  });
}

/** A checkout session's line item (`object: 'item'`), with its price expanded as Stripe does. */
export function buildLineItem(values: {
  price: StripeObject;
  quantity: number;
  description: string;
}): StripeObject {
  const amount = Number(values.price.unit_amount ?? 0) * values.quantity;
  return fromFixture('item', {
    id: newId('li'),
    amount_discount: 0,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount,
    currency: values.price.currency,
    description: values.description,
    price: values.price,
    quantity: values.quantity,
    metadata: {},
    adjustable_quantity: null,
  });
}

export function buildSubscriptionItem(values: {
  subscription: string;
  price: StripeObject;
  created: number;
  periodStart: number;
  periodEnd: number;
}): StripeObject {
  const recurring = values.price.recurring as { interval: string; interval_count: number } | null;
  return fromFixture('subscription_item', {
    id: newId('si', 14),
    created: values.created,
    discounts: [],
    metadata: {},
    price: values.price,
    quantity: 1,
    subscription: values.subscription,
    tax_rates: [],
    plan: {
      active: true,
      amount: values.price.unit_amount,
      amount_decimal: values.price.unit_amount_decimal,
      billing_scheme: 'per_unit',
      created: values.price.created,
      currency: values.price.currency,
      id: values.price.id,
      interval: recurring?.interval ?? 'month',
      interval_count: recurring?.interval_count ?? 1,
      livemode: false,
      metadata: {},
      meter: null,
      nickname: values.price.nickname,
      object: 'plan',
      product: values.price.product,
      tiers_mode: null,
      transform_usage: null,
      trial_period_days: null,
      usage_type: 'licensed',
    },
    current_period_start: values.periodStart,
    current_period_end: values.periodEnd,
    billing_thresholds: null,
  });
}

export function buildSubscription(values: Record<string, unknown>): StripeObject {
  return fromFixture('subscription', {
    application: null,
    application_fee_percent: null,
    automatic_tax: { enabled: false, liability: null, disabled_reason: null },
    billing_cycle_anchor_config: null,
    cancel_at: null,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    days_until_due: null,
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    ended_at: null,
    invoice_settings: { account_tax_ids: null, issuer: { type: 'self' } },
    latest_invoice: null,
    livemode: false,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: 'off',
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
    trial_start: null,
    cancel_at_period_end: false,
    billing_thresholds: null,
    billing_mode: { type: 'classic', flexible: null },
    customer_account: null,
    managed_payments: null,
    billing_schedules: [],
    ...values,
  });
}

export function buildInvoice(values: {
  id: string;
  created: number;
  customer: StripeObject;
  subscription: StripeObject | null;
  price: StripeObject;
  periodStart: number;
  periodEnd: number;
  amount: number;
  paid: boolean;
  billingReason: string;
  number: string;
}): StripeObject {
  const { customer, subscription, price } = values;
  const line = fromFixture('line_item', {
    id: newId('il'),
    amount: values.amount,
    currency: price.currency,
    description: `1 × ${String(price.nickname ?? 'Mesadinha Premium')}`,
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice: values.id,
    livemode: false,
    metadata: {},
    period: { start: values.periodStart, end: values.periodEnd },
    quantity: 1,
    subscription: subscription?.id ?? null,
    pretax_credit_amounts: [],
    taxes: [],
    parent: subscription
      ? {
          invoice_item_details: null,
          subscription_item_details: {
            invoice_item: null,
            proration: false,
            proration_details: { credited_items: null },
            subscription: subscription.id,
            subscription_item: (subscription.items as { data: StripeObject[] }).data[0]?.id,
          },
          type: 'subscription_item_details',
        }
      : null,
    pricing: {
      price_details: { price: price.id, product: price.product },
      type: 'price_details',
      unit_amount_decimal: price.unit_amount_decimal,
    },
    subtotal: values.amount,
    quantity_decimal: '1',
  });
  return fromFixture('invoice', {
    id: values.id,
    account_country: 'BR',
    account_name: 'Mesadinha',
    account_tax_ids: null,
    amount_due: values.amount,
    amount_paid: values.paid ? values.amount : 0,
    amount_remaining: values.paid ? 0 : values.amount,
    amount_shipping: 0,
    application: null,
    attempt_count: 1,
    attempted: true,
    auto_advance: !values.paid,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_reason: values.billingReason,
    collection_method: 'charge_automatically',
    created: values.created,
    currency: price.currency,
    custom_fields: null,
    customer: customer.id,
    customer_address: null,
    customer_email: customer.email,
    customer_name: customer.name,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: values.created,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: {
      object: 'list',
      data: [line],
      has_more: false,
      total_count: 1,
      url: `/v1/invoices/${values.id}/lines`,
    },
    livemode: false,
    metadata: {},
    next_payment_attempt: values.paid ? null : values.created + 3 * 86_400,
    number: values.number,
    on_behalf_of: null,
    payment_settings: {
      default_mandate: null,
      payment_method_options: null,
      payment_method_types: null,
    },
    period_end: values.periodEnd,
    period_start: values.periodStart,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: values.paid ? 'paid' : 'open',
    status_transitions: {
      finalized_at: values.created,
      marked_uncollectible_at: null,
      paid_at: values.paid ? values.created : null,
      voided_at: null,
    },
    subscription: subscription?.id ?? null,
    subtotal: values.amount,
    subtotal_excluding_tax: values.amount,
    test_clock: null,
    total: values.amount,
    total_discount_amounts: [],
    total_excluding_tax: values.amount,
    webhooks_delivered_at: values.created,
    automatically_finalizes_at: null,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    amount_overpaid: 0,
    parent: subscription
      ? {
          quote_details: null,
          subscription_details: { metadata: subscription.metadata, subscription: subscription.id },
          type: 'subscription_details',
        }
      : null,
    customer_account: null,
  });
}

/** The details of one payment: its intent, the intent's charges and their refunds share them. */
export interface PaymentInput {
  created: number;
  amount: number;
  currency: string;
  customer: string;
  metadata: Record<string, string>;
  description: string | null;
  paymentMethod: string;
}

/** A payment intent before its charge: `status` and `latest_charge` follow the charge. */
export function buildPaymentIntent(values: PaymentInput & { id: string }): StripeObject {
  return fromFixture('payment_intent', {
    id: values.id,
    amount: values.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${values.id}_secret_${newId('x', 16).slice(2)}`,
    confirmation_method: 'automatic',
    created: values.created,
    currency: values.currency,
    customer: values.customer,
    description: values.description,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: values.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: values.paymentMethod,
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: ['card'],
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: null,
    shipping: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_payment_method',
    transfer_data: null,
    transfer_group: null,
    source: null,
    excluded_payment_method_types: null,
    customer_account: null,
    managed_payments: null,
  });
}

/**
 * A card charge of a payment intent, as Stripe's current API returns it (`refunds` only when
 * expanded); its status fields are set by the emulator as the payment goes.
 */
export function buildCharge(
  values: PaymentInput & { id: string; paymentIntent: string },
): StripeObject {
  const charge = fromFixture('charge', {
    id: values.id,
    amount: values.amount,
    amount_captured: 0,
    amount_refunded: 0,
    balance_transaction: null,
    billing_details: {
      address: {
        city: null,
        country: null,
        line1: null,
        line2: null,
        postal_code: null,
        state: null,
      },
      email: null,
      name: null,
      phone: null,
      tax_id: null,
    },
    captured: false,
    created: values.created,
    currency: values.currency,
    customer: values.customer,
    description: values.description,
    disputed: false,
    livemode: false,
    metadata: values.metadata,
    outcome: null,
    paid: false,
    payment_intent: values.paymentIntent,
    payment_method: values.paymentMethod,
    payment_method_details: {
      card: {
        ...(FIXTURES.charge?.payment_method_details as { card: Record<string, unknown> }).card,
        amount_authorized: values.amount,
        installments: null,
        network_token: null,
        overcapture: { maximum_amount_capturable: values.amount, status: 'unavailable' },
        three_d_secure: null,
        wallet: null,
      },
      type: 'card',
    },
    receipt_url: null,
    refunded: false,
    shipping: null,
    source: null,
    status: 'pending',
    transfer_data: null,
  });
  delete charge.refunds;
  return charge;
}

export function buildRefund(values: {
  id: string;
  created: number;
  charge: StripeObject;
  amount: number;
  reason: string | null;
  metadata: Record<string, string>;
}): StripeObject {
  return fromFixture('refund', {
    id: values.id,
    amount: values.amount,
    balance_transaction: null,
    charge: values.charge.id,
    created: values.created,
    currency: values.charge.currency,
    metadata: values.metadata,
    payment_intent: values.charge.payment_intent,
    payment_method: values.charge.payment_method,
    reason: values.reason,
    status: 'succeeded',
  });
}

/** A card chargeback (`needs_response`): the charge's amount is withdrawn until it is won. */
export function buildDispute(values: {
  id: string;
  created: number;
  charge: StripeObject;
  reason: string;
}): StripeObject {
  const evidence = (FIXTURES.dispute?.evidence ?? {}) as Record<string, unknown>;
  return fromFixture('dispute', {
    id: values.id,
    amount: values.charge.amount,
    balance_transactions: [],
    charge: values.charge.id,
    created: values.created,
    currency: values.charge.currency,
    evidence: Object.fromEntries(
      Object.keys(evidence).map((key) => [key, key === 'enhanced_evidence' ? {} : null]),
    ),
    evidence_details: {
      due_by: values.created + 7 * 86_400,
      has_evidence: false,
      past_due: false,
      submission_count: 0,
      enhanced_eligibility: {},
    },
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: values.charge.payment_intent,
    payment_method_details: {
      card: { brand: 'visa', case_type: 'chargeback', network_reason_code: null, network: 'visa' },
      type: 'card',
    },
    reason: values.reason,
    status: 'needs_response',
    enhanced_eligibility_types: [],
  });
}

/** The payment of an invoice by a payment intent (`open` until the intent succeeds). */
export function buildInvoicePayment(values: {
  id: string;
  created: number;
  invoice: StripeObject;
  paymentIntent: string;
}): StripeObject {
  return fromFixture('invoice_payment', {
    id: values.id,
    amount_paid: null,
    amount_requested: values.invoice.amount_due,
    created: values.created,
    currency: values.invoice.currency,
    invoice: values.invoice.id,
    is_default: true,
    livemode: false,
    payment: { type: 'payment_intent', payment_intent: values.paymentIntent },
    status: 'open',
    status_transitions: { canceled_at: null, paid_at: null },
  });
}

/** What Stripe answers for a deleted customer's id. */
export function buildDeletedCustomer(id: string): StripeObject {
  return fromFixture('deleted_customer', { id, deleted: true });
}

export function buildPortalSession(values: {
  id: string;
  created: number;
  customer: string;
  returnUrl: string | null;
  locale: string | null;
  url: string;
}): StripeObject {
  return fromFixture('billing_portal.session', {
    id: values.id,
    configuration: 'bpc_mesadinha_emulator',
    created: values.created,
    customer: values.customer,
    flow: null,
    livemode: false,
    locale: values.locale,
    on_behalf_of: null,
    return_url: values.returnUrl,
    url: values.url,
    customer_account: null,
  });
}

export function buildEvent(values: {
  id: string;
  created: number;
  apiVersion: string;
  type: string;
  object: StripeObject;
  previousAttributes: Record<string, unknown> | null;
  pendingWebhooks: number;
  request: { id: string | null; idempotency_key: string | null };
}): StripeObject {
  const data: Record<string, unknown> = { object: values.object };
  if (values.previousAttributes) data.previous_attributes = values.previousAttributes;
  return fromFixture('event', {
    id: values.id,
    api_version: values.apiVersion,
    created: values.created,
    data,
    livemode: false,
    pending_webhooks: values.pendingWebhooks,
    request: values.request,
    type: values.type,
  });
}
