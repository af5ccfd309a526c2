import { describe, expect, it } from 'vitest';
import { actorOf } from './middleware';

/** The actor rules (one owner for the session check and resolveActorFor), without a database. */
describe('actorOf', () => {
  const who = { userId: 'u1', sessionId: 's1', email: 'a@b.test', name: 'Ana' };
  const family = {
    childId: null,
    childActive: null,
    familyId: 'u1',
    status: 'trialing',
    mode: null,
    pastDueSince: null,
  };
  const none = { ...family, familyId: null, status: null };

  it("gives a parent its own family and the family's subscription", () => {
    expect(actorOf({ ...who, role: 'parent' }, family)).toMatchObject({
      role: 'parent',
      familyId: 'u1',
      childId: null,
      subscription: { status: 'trialing', mode: null, pastDueSince: null },
    });
  });

  it('keeps a parent without a families row signed in with no family', () => {
    expect(actorOf({ ...who, role: 'parent' }, none)).toMatchObject({
      role: 'parent',
      familyId: null,
      subscription: null,
    });
  });

  it('gives an active child its family and child id; an inactive or orphaned one no role', () => {
    const child = { ...family, familyId: 'f1', childId: 'c1', childActive: true };
    expect(actorOf({ ...who, role: 'child' }, child)).toMatchObject({
      role: 'child',
      familyId: 'f1',
      childId: 'c1',
    });
    for (const facts of [{ ...child, childActive: false }, { ...child, childId: null }, none]) {
      expect(actorOf({ ...who, role: 'child' }, facts)).toMatchObject({
        role: null,
        familyId: null,
        childId: null,
        subscription: null,
      });
    }
  });

  it('gives any other role (a social sign-up not finished) no role and no family', () => {
    for (const role of [null, 'admin']) {
      expect(actorOf({ ...who, role }, family)).toMatchObject({ role: null, familyId: null });
    }
  });
});
