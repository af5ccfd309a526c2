import { describe, expect, it } from 'vitest';
import { onFirstUse } from './intl';

describe('onFirstUse', () => {
  it('builds nothing until asked, then builds once and returns the same value', () => {
    let built = 0;
    const get = onFirstUse(() => {
      built += 1;
      return { id: built };
    });
    expect(built).toBe(0);
    const first = get();
    expect(get()).toBe(first);
    expect(built).toBe(1);
  });
});
