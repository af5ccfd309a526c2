import { describe, expect, it, vi } from 'vitest';
import { createSessionChecker } from './session';

const me = (role: 'parent' | 'child' | null, appearance?: unknown) =>
  Response.json({
    user: { id: 'u1', name: 'X', email: 'x@y.z', emailVerified: true, role },
    family: null,
    child: null,
    appearance,
  });

describe("the session check hands over the family's appearance (issue 12)", () => {
  it("gives a signed-in parent's or child's appearance to the page", async () => {
    for (const role of ['parent', 'child'] as const) {
      const onAppearance = vi.fn();
      const check = createSessionChecker(
        async () => me(role, { theme: 'dark', language: 'en-US', currency: 'EUR' }),
        onAppearance,
      );
      await expect(check()).resolves.toBe(role);
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
