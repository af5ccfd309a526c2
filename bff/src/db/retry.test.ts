import { describe, expect, it } from 'vitest';
import { isTransactionConflict, retryOnConflict, sqlStateOf } from './retry';

/** An error shaped like drizzle's: the driver's error (with its SQLSTATE) as the cause. */
function wrapped(code: string): Error {
  return new Error('Failed query', { cause: Object.assign(new Error('driver'), { code }) });
}

describe('retryOnConflict', () => {
  it('reads the SQLSTATE through drizzle’s wrapper', () => {
    expect(sqlStateOf(wrapped('40P01'))).toBe('40P01');
    expect(isTransactionConflict(wrapped('40001'))).toBe(true);
    expect(isTransactionConflict(wrapped('23505'))).toBe(false);
    expect(isTransactionConflict(new Error('plain'))).toBe(false);
  });

  it('runs a transaction aborted as a deadlock again, and gives up after the attempts', async () => {
    let calls = 0;
    await expect(
      retryOnConflict(async () => {
        calls += 1;
        if (calls < 3) throw wrapped('40P01');
        return 'erased';
      }),
    ).resolves.toBe('erased');
    expect(calls).toBe(3);

    calls = 0;
    await expect(
      retryOnConflict(async () => {
        calls += 1;
        throw wrapped('40P01');
      }, 2),
    ).rejects.toThrow('Failed query');
    expect(calls).toBe(2);
  });

  it('never reruns other failures', async () => {
    let calls = 0;
    await expect(
      retryOnConflict(async () => {
        calls += 1;
        throw wrapped('23505');
      }),
    ).rejects.toThrow();
    expect(calls).toBe(1);
  });
});
