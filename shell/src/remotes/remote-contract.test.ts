import { describe, expect, it } from 'vitest';
import { checkRemoteContract } from './remote-contract';

describe('checkRemoteContract (ADR 040)', () => {
  it('loads a remote of the same version, one minor behind, or ahead', () => {
    expect(checkRemoteContract('parent_app', '1.4', '1.4')).toEqual({ ok: true });
    expect(checkRemoteContract('parent_app', '1.3', '1.4')).toEqual({ ok: true });
    expect(checkRemoteContract('parent_app', '1.6', '1.4')).toEqual({ ok: true });
  });

  it('still loads a remote two minors behind, with a warning for its team', () => {
    const check = checkRemoteContract('child_app', '1.2', '1.4');
    expect(check.ok).toBe(true);
    expect(check.ok && check.warning).toContain('2 minor versions behind');
  });

  it('refuses another major or a remote without a version', () => {
    expect(checkRemoteContract('child_app', '2.0', '1.4')).toMatchObject({ ok: false });
    expect(checkRemoteContract('child_app', '0.9', '1.4')).toMatchObject({ ok: false });
    expect(checkRemoteContract('child_app', undefined, '1.4')).toMatchObject({
      ok: false,
      reason: 'Remote child_app exports no valid contractVersion.',
    });
  });
});
