import { randomUUID } from 'node:crypto';
import {
  ChildMoneyResponseSchema,
  MSG,
  ParentDashboardResponseSchema,
  PayoutResponseSchema,
  PixChargeResponseSchema,
  PixKeyResponseSchema,
  TransactionListResponseSchema,
} from '@portal/contracts';
import { crc16CcittFalse } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { hasError, parsePix } from 'pix-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../db/schema';
import { ERROR_MESSAGES } from '../../lib/errors';
import { openEvents } from '../../test/event-stream';
import { createGoalAs, grantMoney } from '../../test/goal-flow';
import {
  childRowOf,
  completeAs,
  createTaskAs,
  errorOf,
  expectLedgerInvariants,
  taskBody,
  uniqueUsername,
} from '../../test/task-flow';
import { createVerifiedParent, type TestParent } from '../../test/test-accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { createSignedInChild } from '../../test/test-users';
import { call } from '../children/children.test-support';

/*
 * Issue 40 items 1 and 2: a parent pays a child (cash, or Pix after 'Pagar via Pix'), the
 * child's Pix key, and 'Meu dinheiro'. On real PostgreSQL (see payouts.concurrency.test.ts for
 * payouts at the same time).
 */

describe('payouts, Pix keys and charges', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  let parent: TestParent;
  let otherParent: TestParent;
  type Kid = { childId: string; cookie: string; userId: string };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb);
    parent = await createVerifiedParent(app);
    otherParent = await createVerifiedParent(app);
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  async function kidWith(balance: number, options: { name?: string; age?: number } = {}) {
    const kid: Kid = await createSignedInChild(app, parent.familyId, {
      username: uniqueUsername(),
      name: options.name ?? 'Ana',
      age: options.age,
    });
    if (balance > 0) await grantMoney(testDb.db, parent.familyId, kid.childId, balance);
    return kid;
  }

  function pay(
    childId: string,
    body: Record<string, unknown>,
    options: { key?: string | null; cookie?: string } = {},
  ) {
    const key = options.key === undefined ? randomUUID() : options.key;
    return call(app, 'POST', `/api/children/${childId}/payouts`, {
      cookie: options.cookie ?? parent.cookie,
      body,
      headers: key ? { 'idempotency-key': key } : {},
    });
  }

  async function payoutLines(childId: string) {
    return testDb.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.childId, childId), eq(transactions.type, 'payout')));
  }

  it("records a cash payout as a 'Saque' line, shown in the child's history and the parent's activity", async () => {
    const kid = await kidWith(2000, { name: 'Bia' });
    const res = await pay(kid.childId, { amount: '5,00', method: 'cash' });
    expect(res.status, await res.clone().text()).toBe(201);
    const body = PayoutResponseSchema.parse(await res.json());
    expect(body.payout).toMatchObject({
      kind: 'payout',
      type: 'spending',
      method: 'cash',
      amount: -500,
      balanceAfter: 1500,
      description: 'Saque em dinheiro',
    });
    expect(body.child.balance).toBe(1500);
    expect((await childRowOf(testDb.db, kid.childId)).balanceCents).toBe(1500);
    const [line] = await payoutLines(kid.childId);
    expect(line).toMatchObject({
      source: 'parent_app',
      createdBy: parent.userId,
      metadata: { type: 'payout', method: 'cash' },
    });

    const history = await call(app, 'GET', `/api/children/${kid.childId}/transactions`, {
      cookie: kid.cookie,
    });
    const page = TransactionListResponseSchema.parse(await history.json());
    expect(page.transactions[0]).toMatchObject({
      kind: 'payout',
      description: 'Saque em dinheiro',
    });

    const dashboard = await call(app, 'GET', '/api/parent/dashboard', { cookie: parent.cookie });
    const activity = ParentDashboardResponseSchema.parse(await dashboard.json()).activity;
    expect(activity.map((item) => item.message)).toContain('Saque de R$ 5,00 pago a Bia');
    await expectLedgerInvariants(testDb.db, parent.familyId);
  });

  it('refuses more than the available balance, in pt-BR, and moves nothing', async () => {
    const kid = await kidWith(1000);
    const over = await pay(kid.childId, { amount: '10,01', method: 'cash' });
    expect(over.status).toBe(409);
    const error = await errorOf(over);
    expect(error.code).toBe('PAYOUT_OVER_BALANCE');
    expect(error.message).toBe(`${MSG.payout.overBalance} Disponível: R$ 10,00.`);
    expect(error.issues).toEqual([{ path: ['amount'], message: error.message }]);

    const all = await pay(kid.childId, { amount: '10,00', method: 'cash' });
    expect(all.status).toBe(201);
    const none = await pay(kid.childId, { amount: '0,01', method: 'cash' });
    expect(none.status).toBe(409);
    expect(await errorOf(none)).toMatchObject({
      code: 'PAYOUT_NO_BALANCE',
      message: MSG.payout.noBalance,
    });
    expect((await childRowOf(testDb.db, kid.childId)).balanceCents).toBe(0);
    await expectLedgerInvariants(testDb.db, parent.familyId);
  });

  it('never pays out rewards still waiting for review, nor money saved in goals', async () => {
    const kid = await kidWith(300);
    const task = await createTaskAs(app, parent.cookie, taskBody([kid.childId], { value: '5,00' }));
    const done = await completeAs(app, kid.cookie, task.id);
    expect(done.status).toBe(200);
    const goal = await createGoalAs(app, kid.cookie, {
      title: 'Bola',
      targetAmount: '50,00',
      initialAmount: '1,00',
    });
    expect(goal.status).toBe(201);
    // Balance 300 + 500 pending − 100 in the goal = 700, of which 200 may be paid.
    const over = await pay(kid.childId, { amount: '2,01', method: 'cash' });
    expect(over.status).toBe(409);
    expect((await errorOf(over)).code).toBe('PAYOUT_OVER_BALANCE');
    expect((await pay(kid.childId, { amount: '2,00', method: 'cash' })).status).toBe(201);
    const pending = await pay(kid.childId, { amount: '1,00', method: 'cash' });
    expect(await errorOf(pending)).toMatchObject({
      code: 'PAYOUT_BALANCE_AWAITING_REVIEW',
      message: MSG.payout.awaitingReview,
    });

    const money = await call(app, 'GET', `/api/children/${kid.childId}/money`, {
      cookie: kid.cookie,
    });
    expect(money.status).toBe(200);
    const figures = ChildMoneyResponseSchema.parse(await money.json());
    expect(figures).toEqual({
      available: 0,
      awaitingApproval: 500,
      inGoals: 100,
      received: 200,
      spent: 0,
      earned: 800,
    });
    expect(
      figures.available +
        figures.awaitingApproval +
        figures.inGoals +
        figures.received +
        figures.spent,
    ).toBe(figures.earned);
  });

  it('pays once per Idempotency-Key; the key on another request is a 409', async () => {
    const kid = await kidWith(1000);
    const key = randomUUID();
    const first = await pay(kid.childId, { amount: '3,00', method: 'cash' }, { key });
    const again = await pay(kid.childId, { amount: '3,00', method: 'cash' }, { key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect(await payoutLines(kid.childId)).toHaveLength(1);
    const reused = await pay(kid.childId, { amount: '4,00', method: 'cash' }, { key });
    expect(reused.status).toBe(409);
    expect((await errorOf(reused)).message).toBe(ERROR_MESSAGES.idempotencyKeyReused);
    expect((await childRowOf(testDb.db, kid.childId)).balanceCents).toBe(700);
  });

  it('validates the input with pt-BR messages', async () => {
    const kid = await kidWith(1000);
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: '0', method: 'cash' }, MSG.payout.amountInvalid],
      [{ amount: 'abc', method: 'cash' }, MSG.payout.amountInvalid],
      [{ method: 'cash' }, MSG.payout.amountRequired],
      [{ amount: '1,00' }, MSG.payout.methodRequired],
      [{ amount: '1,00', method: 'boleto' }, MSG.payout.methodRequired],
      [{ amount: '1,00', method: 'pix', txid: 'com espaço' }, MSG.payout.txidInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await pay(kid.childId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(res)).issues?.[0]?.message, JSON.stringify(body)).toBe(message);
    }
    expect(await payoutLines(kid.childId)).toHaveLength(0);
  });

  it("answers 404 for another family's child and 403 to a child", async () => {
    const kid = await kidWith(1000);
    const other = await pay(
      kid.childId,
      { amount: '1,00', method: 'cash' },
      {
        cookie: otherParent.cookie,
      },
    );
    expect(other.status).toBe(404);
    expect((await errorOf(other)).message).toBe(ERROR_MESSAGES.notFound);
    expect((await pay('not-a-uuid', { amount: '1,00', method: 'cash' })).status).toBe(404);
    const asChild = await pay(
      kid.childId,
      { amount: '1,00', method: 'cash' },
      {
        cookie: kid.cookie,
      },
    );
    expect(asChild.status).toBe(403);
    for (const path of ['pix-key', 'pix-charge?amount=1,00']) {
      const res = await call(app, 'GET', `/api/children/${kid.childId}/${path}`, {
        cookie: otherParent.cookie,
      });
      expect(res.status, path).toBe(404);
    }
    expect((await payoutLines(kid.childId)).length).toBe(0);
  });

  it("tells the child's open screens live (balance.changed)", async () => {
    const kid = await kidWith(1000);
    const stream = await openEvents(app, kid.cookie);
    try {
      expect((await pay(kid.childId, { amount: '1,00', method: 'cash' })).status).toBe(201);
      await stream.waitFor(
        (event) => event.type === 'balance.changed' && event.childId === kid.childId,
      );
    } finally {
      await stream.close();
    }
  });

  describe('Pix', () => {
    function putKey(childId: string, body: Record<string, unknown>, cookie = parent.cookie) {
      return call(app, 'PUT', `/api/children/${childId}/pix-key`, { cookie, body });
    }

    it('stores a validated key per child, read by the parent and the child', async () => {
      const kid = await kidWith(0);
      const none = await call(app, 'GET', `/api/children/${kid.childId}/pix-key`, {
        cookie: kid.cookie,
      });
      expect(PixKeyResponseSchema.parse(await none.json()).pixKey).toBeNull();
      const bad = await putKey(kid.childId, { type: 'cpf', key: '529.982.247-24' });
      expect(bad.status).toBe(400);
      expect((await errorOf(bad)).issues?.[0]).toEqual({
        path: ['key'],
        message: MSG.pixKey.cpfInvalid,
      });
      const saved = await putKey(kid.childId, {
        type: 'cpf',
        key: '529.982.247-25',
        city: 'Campinas',
      });
      expect(saved.status, await saved.clone().text()).toBe(200);
      expect(PixKeyResponseSchema.parse(await saved.json()).pixKey).toMatchObject({
        type: 'cpf',
        key: '52998224725',
        city: 'Campinas',
      });
      const phone = await putKey(kid.childId, { type: 'phone', key: '(11) 91234-5678' });
      expect(PixKeyResponseSchema.parse(await phone.json()).pixKey).toMatchObject({
        type: 'phone',
        key: '+5511912345678',
        city: null,
      });
      const read = await call(app, 'GET', `/api/children/${kid.childId}/pix-key`, {
        cookie: kid.cookie,
      });
      expect(PixKeyResponseSchema.parse(await read.json()).pixKey?.key).toBe('+5511912345678');
      // Another child of the family may not read it.
      const sibling = await kidWith(0);
      const probe = await call(app, 'GET', `/api/children/${kid.childId}/pix-key`, {
        cookie: sibling.cookie,
      });
      expect(probe.status).toBe(404);
      expect(
        (
          await call(app, 'DELETE', `/api/children/${kid.childId}/pix-key`, {
            cookie: parent.cookie,
          })
        ).status,
      ).toBe(204);
    });

    it('lets a child of 13 or more store its own key, not a younger one', async () => {
      const teen = await kidWith(0, { age: 14 });
      const own = await call(app, 'PUT', '/api/child/pix-key', {
        cookie: teen.cookie,
        body: { type: 'email', key: 'Bruno@Example.com' },
      });
      expect(own.status, await own.clone().text()).toBe(200);
      expect(PixKeyResponseSchema.parse(await own.json()).pixKey?.key).toBe('bruno@example.com');
      const young = await kidWith(0, { age: 12 });
      const refused = await call(app, 'PUT', '/api/child/pix-key', {
        cookie: young.cookie,
        body: { type: 'random', key: randomUUID() },
      });
      expect(refused.status).toBe(403);
      expect((await errorOf(refused)).message).toBe(MSG.pixKey.tooYoung);
      // A child never sets another child's key through the parent's route.
      expect(
        (await putKey(young.childId, { type: 'random', key: randomUUID() }, teen.cookie)).status,
      ).toBe(403);
    });

    it("'Pagar via Pix' gives a static BR Code that pix-utils decodes; 'Já paguei' records it", async () => {
      const kid = await kidWith(2000, { name: 'João Conceição' });
      const noKey = await call(app, 'GET', `/api/children/${kid.childId}/pix-charge?amount=5,00`, {
        cookie: parent.cookie,
      });
      expect(noKey.status).toBe(409);
      expect((await errorOf(noKey)).message).toBe(MSG.payout.pixKeyMissing);
      const key = randomUUID();
      expect((await putKey(kid.childId, { type: 'random', key })).status).toBe(200);

      const res = await call(app, 'GET', `/api/children/${kid.childId}/pix-charge?amount=5,00`, {
        cookie: parent.cookie,
      });
      expect(res.status, await res.clone().text()).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const charge = PixChargeResponseSchema.parse(await res.json());
      expect(charge).toMatchObject({
        amount: 500,
        merchantName: 'JOAO CONCEICAO',
        merchantCity: 'BRASIL',
      });
      expect(charge.txid).toMatch(/^MESADA[A-Z0-9]{19}$/);
      const parsed = parsePix(charge.brCode);
      expect(hasError(parsed)).toBe(false);
      expect(parsed).toMatchObject({
        type: 'STATIC',
        pixKey: key,
        transactionAmount: 5,
        merchantName: 'JOAO CONCEICAO',
        merchantCity: 'BRASIL',
        txid: charge.txid,
        transactionCurrency: '986',
        countryCode: 'BR',
        merchantCategoryCode: '0000',
      });
      expect(charge.brCode.startsWith('00020126')).toBe(true);
      expect(charge.brCode.slice(-8, -4)).toBe('6304');
      expect(charge.brCode.slice(-4)).toBe(crc16CcittFalse(charge.brCode.slice(0, -4)));
      // Nothing is recorded until the parent confirms.
      expect(await payoutLines(kid.childId)).toHaveLength(0);

      const over = await call(app, 'GET', `/api/children/${kid.childId}/pix-charge?amount=20,01`, {
        cookie: parent.cookie,
      });
      expect(over.status).toBe(409);

      const paid = await pay(kid.childId, { amount: '5,00', method: 'pix', txid: charge.txid });
      expect(paid.status).toBe(201);
      expect(PayoutResponseSchema.parse(await paid.json()).payout).toMatchObject({
        method: 'pix',
        description: 'Saque via Pix',
        amount: -500,
      });
      const [line] = await payoutLines(kid.childId);
      expect(line?.metadata).toEqual({ type: 'payout', method: 'pix', txid: charge.txid });
    });
  });
});
