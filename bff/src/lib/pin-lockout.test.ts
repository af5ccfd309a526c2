import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { children, families, user } from '../db/schema';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../test/test-db';
import {
  attemptChildPin,
  clientNetwork,
  lockMillisAfterFailure,
  PIN_LOCKOUT,
  releaseClientSlot,
  reserveClientSlot,
} from './pin-lockout';

const MINUTE = 60_000;

describe('lockMillisAfterFailure', () => {
  it('lets 4 misses go, then locks for 1, 5, 15 and 60 minutes', () => {
    expect([1, 2, 3, 4].map(lockMillisAfterFailure)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9, 50].map(lockMillisAfterFailure)).toEqual(
      [1, 5, 15, 60, 60, 60].map((minutes) => minutes * MINUTE),
    );
  });

  it('never lets more than 10 failures into any hour, however the attempts are timed', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 90 * MINUTE }), { maxLength: 80 }), (gaps) => {
        // Replays an attacker who tries after each gap; attempts while locked do not count.
        let now = 0;
        let failures = 0;
        let lockedUntil = 0;
        const failedAt: number[] = [];
        for (const gap of gaps) {
          now += gap;
          if (now < lockedUntil) continue;
          failures += 1;
          failedAt.push(now);
          lockedUntil = now + lockMillisAfterFailure(failures);
        }
        for (const start of failedAt) {
          const inHour = failedAt.filter((at) => at >= start && at < start + 60 * MINUTE);
          expect(inHour.length).toBeLessThanOrEqual(10);
        }
      }),
    );
  });
});

describe('clientNetwork', () => {
  it('keeps IPv4 addresses and groups IPv6 addresses by their /64 network', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd:12::/64');
    expect(clientNetwork('2001:0db8:abcd:0012::99')).toBe('2001:db8:abcd:12::/64');
    expect(clientNetwork('[2001:db8::1]')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

/** A family with one child whose PIN "hash" is the PIN itself (verify is injected). */
async function insertChild(db: Db, pin = '123456'): Promise<string> {
  const parentId = randomUUID();
  const childUserId = randomUUID();
  await db.insert(user).values({
    id: parentId,
    name: 'Pai',
    email: `${parentId}@example.com`,
    role: 'parent',
    familyId: parentId,
  });
  await db.insert(families).values({
    id: parentId,
    name: 'Família',
    parentName: 'Pai',
    parentEmail: `${parentId}@example.com`,
  });
  await db.insert(user).values({
    id: childUserId,
    name: 'Ana',
    email: `${childUserId}@example.com`,
    role: 'child',
    familyId: parentId,
  });
  const [row] = await db
    .insert(children)
    .values({
      familyId: parentId,
      userId: childUserId,
      username: `ana.${childUserId.slice(0, 8)}`,
      age: 10,
      pinHash: pin,
    })
    .returning({ id: children.id });
  return row!.id;
}

const plainVerify = (pin: string) => async (hash: string) => hash === pin;

describe('attemptChildPin and the client slots (database)', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  it('locks the account on the 5th miss, refuses without checking the PIN while locked, and a success resets it', async () => {
    const db = testDb.db;
    const childId = await insertChild(db);
    const start = new Date('2026-11-21T10:00:00Z');
    for (let miss = 1; miss <= 5; miss += 1) {
      expect(await attemptChildPin(db, childId, plainVerify('000000'), start)).toEqual({
        outcome: 'wrong',
      });
    }
    let checked = false;
    const spy = async () => {
      checked = true;
      return true;
    };
    expect(await attemptChildPin(db, childId, spy, new Date(start.getTime() + 30_000))).toEqual({
      outcome: 'locked',
      retryAfterSeconds: 30,
    });
    expect(checked).toBe(false);

    // After the minute, the right PIN gets in and clears the count.
    const later = new Date(start.getTime() + MINUTE + 1000);
    const ok = await attemptChildPin(db, childId, plainVerify('123456'), later);
    expect(ok.outcome).toBe('ok');
    const [row] = await db.select().from(children).where(eq(children.id, childId));
    expect(row).toMatchObject({ pinFailedCount: 0, pinLockedUntil: null });
  });

  it('locks again for 5 minutes after one more miss once the first lock is over', async () => {
    const db = testDb.db;
    const childId = await insertChild(db);
    const start = new Date('2026-11-21T10:00:00Z');
    for (let miss = 1; miss <= 5; miss += 1) {
      await attemptChildPin(db, childId, plainVerify('000000'), start);
    }
    const afterFirstLock = new Date(start.getTime() + MINUTE + 1000);
    expect((await attemptChildPin(db, childId, plainVerify('0'), afterFirstLock)).outcome).toBe(
      'wrong',
    );
    expect(await attemptChildPin(db, childId, plainVerify('123456'), afterFirstLock)).toMatchObject(
      { outcome: 'locked', retryAfterSeconds: 5 * 60 },
    );
  });

  it.runIf(postgresAvailable)(
    'does not let 20 parallel wrong PINs past the limit (the row lock serialises them)',
    async () => {
      const db = testDb.db;
      const childId = await insertChild(db);
      const now = new Date();
      const slowWrong = async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return false;
      };
      const results = await Promise.all(
        Array.from({ length: 20 }, () => attemptChildPin(db, childId, slowWrong, now)),
      );
      const outcomes = results.map((result) => result.outcome);
      expect(outcomes.filter((outcome) => outcome === 'wrong')).toHaveLength(5);
      expect(outcomes.filter((outcome) => outcome === 'locked')).toHaveLength(15);
      const [row] = await db.select().from(children).where(eq(children.id, childId));
      expect(row?.pinFailedCount).toBe(5);
    },
  );

  it('gives a client 20 attempts per window, counts them atomically and takes back released ones', async () => {
    const db = testDb.db;
    const ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const now = new Date();
    const reservations = await Promise.all(
      Array.from({ length: PIN_LOCKOUT.clientMaxFailures + 5 }, () =>
        reserveClientSlot(db, ip, now),
      ),
    );
    const allowed = reservations.filter((r) => r.allowed);
    expect(allowed).toHaveLength(PIN_LOCKOUT.clientMaxFailures);
    const refused = reservations.find((r) => !r.allowed);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 600 });

    // Another address is not affected.
    expect((await reserveClientSlot(db, '192.0.2.77', now)).allowed).toBe(true);

    // A new window starts over.
    const nextWindow = new Date(now.getTime() + 10 * MINUTE + 1);
    const fresh = await reserveClientSlot(db, ip, nextWindow);
    expect(fresh.allowed).toBe(true);
    // Successful attempts give their slot back, so a child who signs in often is never blocked.
    if (fresh.allowed) await releaseClientSlot(db, fresh.slot);
    for (let i = 0; i < PIN_LOCKOUT.clientMaxFailures; i += 1) {
      const reservation = await reserveClientSlot(db, ip, nextWindow);
      expect(reservation.allowed).toBe(true);
    }
    expect((await reserveClientSlot(db, ip, nextWindow)).allowed).toBe(false);
  });
});
