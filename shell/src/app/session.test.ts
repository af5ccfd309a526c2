import { describe, expect, it, vi } from 'vitest';
import { createSessionChecker } from './session';

const me = (role: 'parent' | 'child' | null, appearance?: unknown, premiumAccess = true) =>
  Response.json({
    user: { id: 'u1', name: 'X', email: 'x@y.z', emailVerified: true, role },
    family: null,
    child: role === 'child' ? { id: 'c1', name: 'Ana', age: 13 } : null,
    appearance,
    premiumAccess,
  });

describe('the session check reads the premium access (issue 13)', () => {
  it("answers the role, the family's premium access and a child's age", async () => {
    await expect(
      createSessionChecker(async () => me('parent', undefined, false))(),
    ).resolves.toEqual({ role: 'parent', premiumAccess: false, childAge: null });
    await expect(createSessionChecker(async () => me('child', undefined, true))()).resolves.toEqual(
      {
        role: 'child',
        premiumAccess: true,
        childAge: 13,
      },
    );
  });

  it('answers "nobody, no access" to a 401', async () => {
    await expect(
      createSessionChecker(async () =>
        Response.json({ code: 'UNAUTHENTICATED' }, { status: 401 }),
      )(),
    ).resolves.toEqual({ role: null, premiumAccess: false, childAge: null });
  });

  it('rejects an answer without premiumAccess instead of guessing', async () => {
    const body = { user: { role: 'parent' }, family: null, child: null };
    await expect(createSessionChecker(async () => Response.json(body))()).rejects.toThrow(
      'GET /api/me broke the MeResponse contract',
    );
  });

  it('rejects an unknown role, a child without an age and a body that is not JSON', async () => {
    const broken = [
      Response.json({ user: { role: 'admin' }, premiumAccess: true }),
      Response.json({ user: null, premiumAccess: true }),
      Response.json({ user: { role: 'child' }, child: { name: 'Ana' }, premiumAccess: true }),
      Response.json({ user: { role: 'child' }, child: { age: '13' }, premiumAccess: true }),
      Response.json({ user: { role: 'parent' }, premiumAccess: 'yes' }),
      new Response('<html>', { status: 200 }),
    ];
    for (const answer of broken) {
      await expect(createSessionChecker(async () => answer)()).rejects.toThrow(
        'GET /api/me broke the MeResponse contract',
      );
    }
  });
});

describe("the session check hands over the family's appearance (issue 12)", () => {
  it("gives a signed-in parent's or child's appearance to the page", async () => {
    for (const role of ['parent', 'child'] as const) {
      const onAppearance = vi.fn();
      const check = createSessionChecker(
        async () => me(role, { theme: 'dark', language: 'en-US', currency: 'EUR' }),
        onAppearance,
      );
      await expect(check()).resolves.toMatchObject({ role });
      expect(onAppearance).toHaveBeenCalledWith({
        theme: 'dark',
        language: 'en-US',
        currency: 'EUR',
      });
    }
  });

  it('keeps the remembered appearance when nobody is signed in or the answer has none', async () => {
    const onAppearance = vi.fn();
    await createSessionChecker(
      async () => Response.json({ code: 'UNAUTHENTICATED' }, { status: 401 }),
      onAppearance,
    )();
    await createSessionChecker(async () => me('parent'), onAppearance)();
    await createSessionChecker(async () => me(null, { theme: 'dark' }), onAppearance)();
    expect(onAppearance).not.toHaveBeenCalled();
  });
});
