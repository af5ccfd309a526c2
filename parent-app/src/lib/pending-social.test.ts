import { PENDING_SOCIAL_STORAGE_KEY } from '@portal/contracts/remote-app';
import { afterEach, describe, expect, it } from 'vitest';
import { clearPendingSocial, readPendingSocial, writePendingSocial } from './pending-social';

afterEach(() => sessionStorage.clear());

const store = (value: unknown) =>
  sessionStorage.setItem(PENDING_SOCIAL_STORAGE_KEY, JSON.stringify(value));

describe('the pending social sign-up marker', () => {
  it('reads back what this tab wrote, and nothing once cleared', () => {
    writePendingSocial('apple');
    expect(readPendingSocial()).toEqual({ provider: 'apple', startedAt: expect.any(String) });
    clearPendingSocial();
    expect(readPendingSocial()).toBeNull();
  });

  it('keeps the optional name and e-mail, and drops fields it does not know', () => {
    store({ provider: 'google', startedAt: 'x', email: 'a@b.co', fullName: 'Ana', pin: '1' });
    expect(readPendingSocial()).toEqual({
      provider: 'google',
      startedAt: 'x',
      email: 'a@b.co',
      fullName: 'Ana',
    });
  });

  it.each([
    ['another provider', { provider: 'github', startedAt: 'x' }],
    ['no start', { provider: 'google' }],
    ['an e-mail that is not text', { provider: 'google', startedAt: 'x', email: 1 }],
    ['a name that is not text', { provider: 'google', startedAt: 'x', fullName: null }],
    ['not an object', 'google'],
  ])('is null for %s', (_case, value) => {
    store(value);
    expect(readPendingSocial()).toBeNull();
  });

  it('is null for a value that is not JSON', () => {
    sessionStorage.setItem(PENDING_SOCIAL_STORAGE_KEY, '{');
    expect(readPendingSocial()).toBeNull();
  });
});
