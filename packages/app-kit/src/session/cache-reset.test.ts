import { registerCacheReset, resetLoadedCaches } from './cache-reset';

it("empties every registered store's cache when a sign-in starts a new session", () => {
  const first = vi.fn();
  const second = vi.fn();
  resetLoadedCaches(); // nothing registered yet in this file: a no-op
  registerCacheReset(first);
  registerCacheReset(second);
  resetLoadedCaches();
  expect(first).toHaveBeenCalledTimes(1);
  expect(second).toHaveBeenCalledTimes(1);
});
