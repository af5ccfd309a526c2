import { verifyPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { betterAuthPasswordHasher, type PasswordHasher } from '../auth/password-hasher';
import { createMemoisingHasher } from './memoising-hasher';

/** better-auth's hasher, counting the scrypt runs it is asked for. */
function countingScrypt() {
  const calls = { hash: [] as string[], verify: [] as string[] };
  const inner: PasswordHasher = {
    hash: (password) => {
      calls.hash.push(password);
      return betterAuthPasswordHasher.hash(password);
    },
    verify: (data) => {
      calls.verify.push(`${data.hash}|${data.password}`);
      return betterAuthPasswordHasher.verify(data);
    },
  };
  return { calls, inner };
}

describe('createMemoisingHasher', () => {
  it('hashes each distinct password once, with real scrypt hashes', async () => {
    const { calls, inner } = countingScrypt();
    const hasher = createMemoisingHasher(inner);

    const [first, again, concurrent] = await Promise.all([
      hasher.hash('senha123'),
      hasher.hash('senha123'),
      hasher.hash('senha123'),
    ]);
    const other = await hasher.hash('123456');

    expect(again).toBe(first);
    expect(concurrent).toBe(first);
    expect(await hasher.hash('senha123')).toBe(first);
    expect(other).not.toBe(first);
    expect(calls.hash).toEqual(['senha123', '123456']);
    // What is stored is better-auth's own format: its verifier, not the memo, accepts it.
    expect(await verifyPassword({ hash: first, password: 'senha123' })).toBe(true);
    expect(await verifyPassword({ hash: other, password: '123456' })).toBe(true);
  });

  it('checks each (hash, password) pair once, and refuses a wrong password for real', async () => {
    const { calls, inner } = countingScrypt();
    const hasher = createMemoisingHasher(inner);
    const hash = await hasher.hash('123456');

    expect(await hasher.verify({ hash, password: '123456' })).toBe(true);
    expect(await hasher.verify({ hash, password: '654321' })).toBe(false);
    expect(await hasher.verify({ hash, password: '123456' })).toBe(true);
    expect(await hasher.verify({ hash, password: '654321' })).toBe(false);
    // A hash it never made (another salt) is checked too, not answered from the memo.
    const foreign = await betterAuthPasswordHasher.hash('123456');
    expect(await hasher.verify({ hash: foreign, password: '123456' })).toBe(true);
    expect(await hasher.verify({ hash: foreign, password: '000000' })).toBe(false);

    expect(calls.verify).toEqual([
      `${hash}|123456`,
      `${hash}|654321`,
      `${foreign}|123456`,
      `${foreign}|000000`,
    ]);
  });

  it('forgets a failure, so the next call runs again', async () => {
    let runs = 0;
    const hasher = createMemoisingHasher({
      hash: () => {
        runs += 1;
        return runs === 1 ? Promise.reject(new Error('out of memory')) : Promise.resolve('h');
      },
      verify: () => Promise.reject(new Error('Invalid password hash')),
    });

    await expect(hasher.hash('senha123')).rejects.toThrow('out of memory');
    expect(await hasher.hash('senha123')).toBe('h');
    expect(runs).toBe(2);
    await expect(hasher.verify({ hash: 'x', password: 'y' })).rejects.toThrow('Invalid');
  });
});
