import { randomUUID } from 'node:crypto';
import { eq, or } from 'drizzle-orm';
import sharp from 'sharp';
import {
  ACCESS_RULES,
  accessAllows,
  declaredAccess,
  declaredEntitlement,
  type Access,
  type Entitlement,
} from '../lib/access';
import type { ActorRole } from '../auth/actor';
import {
  children,
  families,
  goals,
  limits,
  notifications,
  tasks,
  taskSubmissions,
  transactions,
  user,
} from '../db/schema';
import { childInput } from '../routes/children/children.test-support';
import { createVerifiedParent } from './test-accounts';
import { fromIp, TEST_ORIGIN, type TestApp } from './test-app';
import { completeWithPhotoAs, createTaskAs, taskBody, uniqueUsername } from './task-flow';
import { ensureCustomer } from '../routes/billing/billing.service';
import { createSignedInChild, createSocialUser, sessionCookieFor } from './test-users';
import { grantMoney } from './goal-flow';
import { issueFamilyDeleteToken } from '../routes/privacy/delete-links';
import { unsubscribeToken } from '../lib/notifications/email';

/*
 * The route × caller audit of declared access (ADR 013), generated from the OpenAPI document:
 * every operation is called by every kind of caller, with path ids from real rows of the right
 * family, and each answer is checked against the operation's `x-access`.
 */

/** One operation of the OpenAPI document. */
export interface Operation {
  method: string;
  /** Document path, e.g. `/api/tasks/{id}`. */
  path: string;
  access: Access | undefined;
  /** `premium`: the route answers 402 to a family without premium access (ADR 034). */
  entitlement: Entitlement | undefined;
  /** Path parameters: name → description (`table.column` names the row it takes). */
  params: { name: string; description: string | undefined }[];
  /** Query parameters (name; allowed values when the schema is an enum). */
  query: { name: string; values: string[] | undefined }[];
  /** Whether a request body is declared, and whether it is required. */
  body: 'none' | 'optional' | 'required';
  /** First declared request media type. */
  mediaType: string | undefined;
}

type OpenApiDocument = {
  paths: Record<string, Record<string, Record<string, unknown>>>;
};

/** Every operation of an OpenAPI document. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const parameters = (operation.parameters ?? []) as {
        name: string;
        in: string;
        description?: string;
        schema?: { description?: string; enum?: unknown[] };
      }[];
      const requestBody = operation.requestBody as
        { required?: boolean; content?: Record<string, unknown> } | undefined;
      operations.push({
        method: method.toUpperCase(),
        path,
        access: declaredAccess(operation),
        entitlement: declaredEntitlement(operation),
        params: parameters
          .filter((parameter) => parameter.in === 'path')
          .map((parameter) => ({
            name: parameter.name,
            description: parameter.description ?? parameter.schema?.description,
          })),
        query: parameters
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => ({
            name: parameter.name,
            values: parameter.schema?.enum?.map(String),
          })),
        body: !requestBody ? 'none' : requestBody.required ? 'required' : 'optional',
        mediaType: Object.keys(requestBody?.content ?? {})[0],
      });
    }
  }
  return operations;
}

/** The kinds of caller each operation is called by. */
export type CallerKind =
  | 'anonymous'
  /** Signed in without a role (a social sign-up not finished). */
  | 'newUser'
  /** The right family's child (the one the fixture rows belong to). */
  | 'child'
  /** The right family's parent. */
  | 'parent'
  /** A child of another family. */
  | 'otherChild'
  /** A parent of another family. */
  | 'otherParent';

export const CALLER_KINDS: readonly CallerKind[] = [
  'anonymous',
  'newUser',
  'otherChild',
  'otherParent',
  'child',
  'parent',
];

const ROLE_OF: Record<CallerKind, ActorRole | undefined> = {
  anonymous: undefined,
  newUser: null,
  child: 'child',
  parent: 'parent',
  otherChild: 'child',
  otherParent: 'parent',
};

/** Real rows of the right family that path ids and bodies are filled from. */
export interface Fixtures {
  familyId: string;
  parentUserId: string;
  /** The parent's password (never the other family's parent's). */
  parentPassword: string;
  child: { userId: string; childId: string; username: string };
  /** A task of the child, not completed. */
  taskId: string;
  /** A pending submission of the child, with a photo. */
  submissionId: string;
  /** The completed task of that submission. */
  doneTaskId: string;
  /** An active goal of the child, with nothing saved. */
  goalId: string;
}

/** The other family, and a social user without a role. */
export interface Others {
  parentUserId: string;
  childUserId: string;
}

/** Path ids by the `table.column` a parameter's description names. */
const ID_BY_COLUMN: Record<string, (fixtures: Fixtures, app: TestApp) => string | Promise<string>> =
  {
    // An open checkout session of the fixture family at the provider (the emulator in tests).
    'stripe.checkout_session.id': async (f, app) => {
      const prices = await app.stripe.prices.list({ lookup_keys: ['mesadinha_monthly'] });
      // For the family's own customer, as every checkout of ours (ADR 033).
      const customer = await ensureCustomer(app.db.db, app.stripe, f.familyId);
      const session = await app.stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        line_items: [{ price: prices.data[0]!.id, quantity: 1 }],
        client_reference_id: f.familyId,
        metadata: { familyId: f.familyId },
        success_url: `${TEST_ORIGIN}/assinatura/sucesso?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${TEST_ORIGIN}/parent/settings?tab=billing`,
      });
      return session.id;
    },
    'tasks.id': (f) => f.taskId,
    'children.id': (f) => f.child.childId,
    'task_submissions.id': (f) => f.submissionId,
    'goals.id': (f) => f.goalId,
    // A message of the fixture family's parent (the child's bell does not hold it: 404).
    'notifications.id': async (f, app) => {
      const [row] = await app.db.db
        .insert(notifications)
        .values({
          familyId: f.familyId,
          audience: 'parent',
          childId: f.child.childId,
          kind: 'achievement_unlocked',
          key: `audit:${randomUUID()}`,
          params: { childName: 'Auditoria', achievementTitle: 'Primeira Tarefa' },
        })
        .returning({ id: notifications.id });
      return row!.id;
    },
    'jobs.name': () => 'housekeeping.prune-expired',
  };

/** The query string of the right caller's request, per operation that needs one. */
const QUERIES: Record<string, (fixtures: Fixtures, app: TestApp) => string> = {
  'GET /api/children/{id}/pix-charge': () => '?amount=1,00',
  'GET /api/children/username-availability': () => '?username=auditoria',
  'GET /api/notifications/unsubscribe': (f, app) =>
    `?token=${unsubscribeToken(app.env.BETTER_AUTH_SECRET, f.familyId, 'weeklyReports')}`,
  'POST /api/notifications/unsubscribe': (f, app) =>
    `?token=${unsubscribeToken(app.env.BETTER_AUTH_SECRET, f.familyId, 'weeklyReports')}`,
};

/**
 * A body the right caller's request passes validation with, per operation. A new operation
 * with a required body adds one here (the audit reports it otherwise).
 */
const BODIES: Record<string, (fixtures: Fixtures, app: TestApp) => unknown> = {
  'POST /api/accounts/parent-sign-up': () => ({
    fullName: 'Responsável Auditoria',
    email: `auditoria-${randomUUID()}@example.com`,
    password: 'senha123',
    confirmPassword: 'senha123',
    familyName: 'Família Auditoria',
    monthlyBudget: 30000,
  }),
  'POST /api/accounts/social/complete': () => ({
    fullName: 'Beatriz Costa',
    familyName: 'Família Costa',
    monthlyBudget: 30000,
  }),
  'POST /api/child-auth/sign-in': (f) => ({ username: f.child.username, pin: '123456' }),
  'POST /api/children/setup': () => ({
    parentConsent: true,
    monthlyBudget: 100_000,
    children: [childInput()],
  }),
  'POST /api/children': () => childInput(),
  'PATCH /api/children/{id}': () => ({ name: 'Nome Auditado' }),
  'POST /api/tasks': (f) => taskBody([f.child.childId]),
  'PATCH /api/tasks/{id}': () => ({ title: 'Título auditado' }),
  'POST /api/tasks/bulk-delete': (f) => ({ ids: [f.taskId] }),
  'POST /api/billing/checkout-sessions': () => ({ priceId: 'price_auditoria' }),
  'POST /api/submissions/{id}/reject': () => ({ reason: 'Refaça, por favor.' }),
  'POST /api/submissions/bulk-approve': (f) => ({ ids: [f.submissionId] }),
  'POST /api/goals': () => ({ title: 'Meta auditada', targetAmount: '10,00' }),
  'POST /api/goals/{id}/deposit': () => ({ amount: '1,00' }),
  'POST /api/family/delete': (f) => ({ password: f.parentPassword }),
  // A fresh e-mailed deletion link of the fixture parent (ADR 058), as the right one sends it.
  'POST /api/family/delete/confirm': async (f, app) => ({
    token: await issueFamilyDeleteToken(app.db.db, f.parentUserId, 30),
  }),
  'PATCH /api/family': () => ({ name: 'Família Auditada' }),
  'POST /api/dev/jobs/{name}': () => ({}),
  'PUT /api/push/subscription': () => ({
    endpoint: `https://push.example.com/audit/${randomUUID()}`,
    keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
  }),
  'DELETE /api/push/subscription': () => ({ endpoint: 'https://push.example.com/audit' }),
  'PUT /api/family/pause': () => ({ startsOn: '2099-01-01', endsOn: '2099-01-10' }),
  'PUT /api/children/{id}/pause': () => ({ startsOn: '2099-01-01', endsOn: '2099-01-10' }),
  // Monthly on the 1st: never due on the audit's day unless it is the 1st after 08:00.
  'PUT /api/children/{id}/allowance': () => ({
    amountCents: '10,00',
    period: 'monthly',
    monthDay: 1,
  }),
  'POST /api/children/{id}/payouts': () => ({ amount: '1,00', method: 'cash' }),
  'PUT /api/children/{id}/pix-key': () => ({ type: 'cpf', key: '529.982.247-25' }),
  'PUT /api/child/pix-key': () => ({ type: 'email', key: 'auditoria@example.com' }),
  'PUT /api/family/limits': () => ({
    maxWeeklySpending: '150,00',
    maxDailyTasks: 5,
    requirePhotoApproval: true,
  }),
  // The fixture parent's own password, kept: every caller may repeat it.
  'POST /api/account/password': (f) => ({
    currentPassword: f.parentPassword,
    newPassword: f.parentPassword,
    confirmPassword: f.parentPassword,
  }),
};

/**
 * Exact statuses that replace the generic expectation for some callers of an operation: the
 * billing routes answer with the provider's facts (issue 13). The fixture family already has
 * premium access (409 on a new checkout); its checkout session is open (409 not complete);
 * another family's session is 403 `CHECKOUT_OTHER_FAMILY` (spec 001 §8), not a 404; an unsigned
 * webhook is 400.
 */
const EXPECTED_STATUS: Record<string, Partial<Record<CallerKind, number>>> = {
  'POST /api/billing/checkout-sessions': { parent: 409 },
  'GET /api/billing/checkout-sessions/{id}': { parent: 409, otherParent: 403 },
  'POST /api/billing/checkout-sessions/{id}/activation': { parent: 409, otherParent: 403 },
  'POST /api/billing/webhook': { anonymous: 400 },
  'POST /api/notifications/{id}/read': { child: 404 },
  // The fixture child is 10: only a child of 13 or more keeps its own Pix key (issue 40).
  'PUT /api/child/pix-key': { child: 403, otherChild: 403 },
  // The fixture child has no Pix key: there is nothing to charge yet.
  'GET /api/children/{id}/pix-charge': { parent: 409 },
  // The audit's app sends no push (src/routes/push/push.test.ts subscribes for real).
  'PUT /api/push/subscription': { parent: 409, child: 409 },
};

/** Extra headers the right caller needs, per operation. */
const HEADERS: Record<string, () => Record<string, string>> = {
  'POST /api/tasks/{id}/complete': () => ({ 'idempotency-key': randomUUID() }),
};

/** One request of the audit and what it got. */
export interface Cell {
  operation: string;
  /** A caller kind, possibly with the variant of the request (e.g. `child (invalid body)`). */
  caller: string;
  expected: string;
  status: number;
  ok: boolean;
  detail?: string;
}

const key = (operation: Pick<Operation, 'method' | 'path'>) =>
  `${operation.method} ${operation.path}`;

let photoBytes: Promise<Uint8Array> | undefined;

function aPhoto(): Promise<Uint8Array> {
  photoBytes ??= sharp({ create: { width: 32, height: 24, channels: 3, background: '#48c' } })
    .jpeg()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));
  return photoBytes;
}

/**
 * The password of every fixture parent: not the other family's (createOthers takes
 * createVerifiedParent's default), so that parent sending it must not erase its own family.
 * One per run, not one per fixture: no caller of the audit is the parent of an earlier
 * fixture, so sharing it changes no answer, and the test hasher hashes it once and checks it
 * once (ADR 043) instead of twice per audited operation.
 */
const FIXTURE_PASSWORD = `audit-${randomUUID()}`;

/** A fresh family (parent, child, a task, a pending submission with a photo). */
export async function createFixtures(app: TestApp): Promise<Fixtures> {
  const parentPassword = FIXTURE_PASSWORD;
  const parent = await createVerifiedParent(app, { password: parentPassword });
  const child = await createSignedInChild(app, parent.familyId, {
    username: uniqueUsername('audit'),
  });
  const task = await createTaskAs(app, parent.cookie, taskBody([child.childId]));
  const done = await createTaskAs(
    app,
    parent.cookie,
    taskBody([child.childId], { title: 'Regar as plantas' }),
  );
  const completed = await completeWithPhotoAs(app, child.cookie, done.id, {
    bytes: await aPhoto(),
    type: 'image/jpeg',
    name: 'foto.jpg',
  });
  if (completed.status !== 200) {
    throw new Error(`fixture completion failed: ${completed.status} ${await completed.text()}`);
  }
  const { submission } = (await completed.json()) as { submission: { id: string } };
  // Money of its own besides the reward awaiting review (which may not go into a goal), so the
  // audit's deposit moves something.
  await grantMoney(app.db.db, parent.familyId, child.childId, 1000);
  const goal = await app.request(
    '/api/goals',
    {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, cookie: child.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Meta da auditoria', targetAmount: '20,00' }),
    },
    fromIp(),
  );
  if (goal.status !== 201) {
    throw new Error(`fixture goal failed: ${goal.status} ${await goal.text()}`);
  }
  const { goal: createdGoal } = (await goal.json()) as { goal: { id: string } };
  const username = (
    await app.db.db
      .select({ username: children.username })
      .from(children)
      .where(eq(children.id, child.childId))
  )[0]!.username;
  return {
    familyId: parent.familyId,
    parentUserId: parent.userId,
    parentPassword,
    child: { userId: child.userId, childId: child.childId, username },
    taskId: task.id,
    doneTaskId: done.id,
    submissionId: submission.id,
    goalId: createdGoal.id,
  };
}

/** Another family: a parent and a child. */
export async function createOthers(app: TestApp): Promise<Others> {
  const parent = await createVerifiedParent(app);
  const child = await createSignedInChild(app, parent.familyId, {
    username: uniqueUsername('outro'),
  });
  return { parentUserId: parent.userId, childUserId: child.userId };
}

/** Every row of the family as stored, to prove a refused call changed nothing. */
async function familySnapshot(app: TestApp, familyId: string): Promise<string> {
  const db = app.db.db;
  const rows = await Promise.all([
    db.select().from(families).where(eq(families.id, familyId)),
    db.select().from(limits).where(eq(limits.familyId, familyId)),
    db
      .select()
      .from(user)
      .where(or(eq(user.familyId, familyId), eq(user.id, familyId))),
    db.select().from(children).where(eq(children.familyId, familyId)),
    db.select().from(tasks).where(eq(tasks.familyId, familyId)),
    db.select().from(taskSubmissions).where(eq(taskSubmissions.familyId, familyId)),
    db.select().from(transactions).where(eq(transactions.familyId, familyId)),
    db.select().from(goals).where(eq(goals.familyId, familyId)),
  ]);
  return JSON.stringify(rows, (_, value: unknown) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}

/** The cell that compares the family's rows with `before`. */
async function unchangedCell(
  app: TestApp,
  operation: string,
  familyId: string,
  before: string,
): Promise<Cell> {
  const same = (await familySnapshot(app, familyId)) === before;
  return {
    operation,
    caller: 'every refused or other-family caller',
    expected: "the family's rows unchanged",
    status: 0,
    ok: same,
    detail: same ? undefined : "the right family's rows changed",
  };
}

export async function cookieOf(
  app: TestApp,
  caller: CallerKind,
  fixtures: Fixtures,
  others: Others,
): Promise<string | undefined> {
  switch (caller) {
    case 'anonymous':
      return undefined;
    case 'newUser':
      return (
        await createSocialUser(app, { email: `social-${randomUUID()}@gmail.test`, name: 'S' })
      ).cookie;
    case 'child':
      return sessionCookieFor(app, fixtures.child.userId);
    case 'parent':
      return sessionCookieFor(app, fixtures.parentUserId);
    case 'otherChild':
      return sessionCookieFor(app, others.childUserId);
    case 'otherParent':
      return sessionCookieFor(app, others.parentUserId);
  }
}

/** The right family's ids that an answer to another family must never carry. */
function familyIds(fixtures: Fixtures): string[] {
  return [
    fixtures.familyId,
    fixtures.child.userId,
    fixtures.child.childId,
    fixtures.taskId,
    fixtures.doneTaskId,
    fixtures.submissionId,
    fixtures.goalId,
  ];
}

/**
 * What `caller` must get from an operation declared `access`:
 * - `unauthenticated`/`forbidden`: the guard's 401/403;
 * - `notFound`: 404 (another family's ids);
 * - `ownDataOnly`: an answer about its own family only (no id of the right family it did not
 *   send; a 4xx for the other family's ids in a body), and the right family's rows unchanged;
 * - `ok`: a 2xx.
 * A public operation is checked for its anonymous caller (`ok`) and for no 5xx from anyone.
 */
export function expectationFor(
  access: Access,
  caller: CallerKind,
  idScoped: boolean,
): 'unauthenticated' | 'forbidden' | 'notFound' | 'ownDataOnly' | 'ok' | 'noServerError' {
  const role = ROLE_OF[caller];
  if (ACCESS_RULES[access].allows === 'anyone') {
    return caller === 'anonymous' ? 'ok' : 'noServerError';
  }
  if (role === undefined) return 'unauthenticated';
  if (!accessAllows(access, role)) return 'forbidden';
  if (caller === 'otherChild' || caller === 'otherParent') {
    return idScoped ? 'notFound' : 'ownDataOnly';
  }
  return 'ok';
}

type Expectation = ReturnType<typeof expectationFor>;

/** Callers that must leave the right family's rows as they were. */
const mustChangeNothing = (expectation: Expectation) =>
  expectation === 'unauthenticated' ||
  expectation === 'forbidden' ||
  expectation === 'notFound' ||
  expectation === 'ownDataOnly';

/** Invalid requests for an operation: a malformed body, a wrong media type, a bad query. */
function invalidProbes(
  operation: Operation,
): { variant: string; body?: { text: string; type: string }; query?: string }[] {
  const probes: { variant: string; body?: { text: string; type: string }; query?: string }[] = [];
  if (operation.body !== 'none') {
    probes.push({ variant: 'invalid body', body: { text: '{"x":', type: 'application/json' } });
    probes.push({ variant: 'wrong content type', body: { text: 'x=1', type: 'text/plain' } });
  }
  const enums = operation.query.filter((parameter) => parameter.values);
  if (enums.length > 0) {
    const query = new URLSearchParams(
      enums.map(({ name }): [string, string] => [name, 'valor-invalido']),
    );
    probes.push({ variant: 'invalid query', query: `?${query}` });
  }
  return probes;
}

/** Sends one request of the audit. */
function send(
  app: TestApp,
  operation: Operation,
  path: string,
  cookie: string | undefined,
  body: { text?: string; type?: string; headers?: Record<string, string> },
) {
  return app.request(
    path,
    {
      method: operation.method,
      headers: {
        origin: TEST_ORIGIN,
        ...(body.type ? { 'content-type': body.type } : {}),
        ...(cookie ? { cookie } : {}),
        ...body.headers,
      },
      body: body.text,
    },
    // Loopback, as the shell's proxy and the dev tools are (fixed, so dev-only routes answer).
    fromIp('127.0.0.1'),
  );
}

/**
 * Calls `operation` as every kind of caller on fresh fixture rows and returns one cell per
 * request. Refused callers go first, and the family's rows must be unchanged after them.
 */
export async function auditOperation(
  app: TestApp,
  operation: Operation,
  others: Others,
): Promise<Cell[]> {
  const name = key(operation);
  const cells: Cell[] = [];
  const access = operation.access;
  if (!access) {
    return [
      {
        operation: name,
        caller: 'anonymous',
        expected: 'an access declaration (x-access)',
        status: 0,
        ok: false,
        detail: 'the operation declares no access',
      },
    ];
  }
  const fixtures = await createFixtures(app);
  let path = operation.path;
  const requestIds: string[] = [];
  for (const param of operation.params) {
    const pick = param.description ? ID_BY_COLUMN[param.description] : undefined;
    if (!pick) {
      return [
        {
          operation: name,
          caller: 'anonymous',
          expected: 'a fixture row for every path parameter',
          status: 0,
          ok: false,
          detail: `no fixture for path parameter '${param.name}' (${param.description ?? 'no description'}); add it to ID_BY_COLUMN`,
        },
      ];
    }
    const id = await pick(fixtures, app);
    requestIds.push(id);
    path = path.replace(`{${param.name}}`, id);
  }
  const idScoped = operation.params.length > 0;
  const makeBody = BODIES[name];
  if (operation.body === 'required' && !makeBody) {
    return [
      {
        operation: name,
        caller: 'anonymous',
        expected: 'an example body',
        status: 0,
        ok: false,
        detail: 'the operation requires a body: add a valid one to BODIES in test/access-audit.ts',
      },
    ];
  }
  const validBody = async () => {
    if (operation.body === 'none') return {};
    const value = makeBody ? await makeBody(fixtures, app) : {};
    return { text: JSON.stringify(value), type: 'application/json' };
  };

  const ordered = [...CALLER_KINDS].sort(
    (a, b) =>
      Number(!mustChangeNothing(expectationFor(access, a, idScoped))) -
      Number(!mustChangeNothing(expectationFor(access, b, idScoped))),
  );
  const before = await familySnapshot(app, fixtures.familyId);
  let checkedUnchanged = false;
  let probedRightCaller = false;
  for (const caller of ordered) {
    const expected = expectationFor(access, caller, idScoped);
    if (!mustChangeNothing(expected) && !checkedUnchanged) {
      checkedUnchanged = true;
      cells.push(await unchangedCell(app, name, fixtures.familyId, before));
    }
    const cookie = await cookieOf(app, caller, fixtures, others);
    const body = await validBody();
    const headers = HEADERS[name]?.() ?? {};
    // Probes go before the valid request, which may erase what they need (an account
    // deletion ends the session they use).
    // The guard runs before validation: a refused caller sending an invalid request gets the
    // same 401/403, never a 400/415 that tells it about the schema; the right caller sending
    // the same request gets the 400/415 (so the probe is indeed invalid).
    const refusal = expected === 'unauthenticated' || expected === 'forbidden';
    const firstRightCaller = expected === 'ok' && !probedRightCaller;
    if (access !== 'public' && (refusal || firstRightCaller)) {
      if (firstRightCaller) probedRightCaller = true;
      for (const probe of invalidProbes(operation)) {
        const res = await send(
          app,
          operation,
          `${path}${probe.query ?? ''}`,
          await cookieOf(app, caller, fixtures, others),
          { ...(probe.body ?? (await validBody())), headers },
        );
        const probeText = await res.text();
        const good = refusal
          ? res.status === (expected === 'unauthenticated' ? 401 : 403)
          : res.status === 400 || res.status === 415;
        cells.push({
          operation: name,
          caller: `${caller} (${probe.variant})`,
          expected: refusal ? expected : 'a 400/415 from validation',
          status: res.status,
          ok: good,
          detail: good ? undefined : probeText.slice(0, 200),
        });
      }
    }
    const query = QUERIES[name]?.(fixtures, app) ?? '';
    const res = await send(app, operation, `${path}${query}`, cookie, { ...body, headers });
    const status = res.status;
    const isJson = (res.headers.get('content-type') ?? '').includes('json');
    const text = isJson ? await res.text() : '';
    if (!isJson) await res.body?.cancel();
    let ok: boolean;
    let detail: string | undefined;
    const exact = EXPECTED_STATUS[name]?.[caller];
    if (exact !== undefined) {
      cells.push({
        operation: name,
        caller,
        expected: `status ${exact}`,
        status,
        ok: status === exact,
        detail: status === exact ? undefined : text.slice(0, 200),
      });
      continue;
    }
    switch (expected) {
      case 'unauthenticated':
        ok = status === 401 && JSON.parse(text || '{}').code === 'UNAUTHENTICATED';
        break;
      case 'forbidden':
        ok = status === 403 && JSON.parse(text || '{}').code === 'FORBIDDEN';
        break;
      case 'notFound':
        ok = status === 404;
        break;
      case 'ownDataOnly': {
        // Ids the caller sent itself are no leak (e.g. a bulk call echoing a refused id).
        const leaked = familyIds(fixtures).filter(
          (id) => !requestIds.includes(id) && !body.text?.includes(id) && text.includes(id),
        );
        // Let in by its role: its own data, or a 4xx for ids of the other family in the body
        // (e.g. a task assigned to a child it does not have); never the guard's 401/403.
        ok = status < 500 && status !== 401 && status !== 403 && leaked.length === 0;
        if (leaked.length > 0)
          detail = `answer carries the other family's ids ${leaked.join(', ')}`;
        break;
      }
      case 'ok':
        ok = status >= 200 && status < 300;
        break;
      case 'noServerError':
        ok = status < 500;
        break;
    }
    cells.push({
      operation: name,
      caller,
      expected,
      status,
      ok,
      detail: ok ? undefined : (detail ?? text.slice(0, 200)),
    });
  }
  if (!checkedUnchanged) cells.push(await unchangedCell(app, name, fixtures.familyId, before));
  return cells;
}

/** Fetches the served OpenAPI document. */
export async function openApiDocument(app: TestApp): Promise<OpenApiDocument> {
  const res = await app.request('/api/openapi.json');
  if (res.status !== 200) throw new Error(`openapi.json: ${res.status}`);
  return (await res.json()) as OpenApiDocument;
}
