import { betterAuthPasswordHasher, type PasswordHasher } from '../auth/password-hasher';

/** A promise from `make`, kept under `key` unless it rejects (then the next call tries again). */
function remember<T>(cache: Map<string, Promise<T>>, key: string, make: () => Promise<T>) {
  const kept = cache.get(key);
  if (kept) return kept;
  const made = make();
  cache.set(key, made);
  made.catch(() => cache.delete(key));
  return made;
}

/**
 * TEST ONLY (ADR 043): `inner`, but each distinct password is hashed once and each
 * (hash, password) pair checked once; later calls answer the first call's promise. What is
 * stored is still `inner`'s real hash, and a check that was never made runs for real, so a
 * wrong password or PIN is refused by scrypt itself. The only difference a caller could see:
 * two accounts with the same password store the same hash (one salt).
 */
export function createMemoisingHasher(
  inner: PasswordHasher = betterAuthPasswordHasher,
): PasswordHasher {
  const hashes = new Map<string, Promise<string>>();
  const verdicts = new Map<string, Promise<boolean>>();
  return {
    hash: (password) => remember(hashes, password, () => inner.hash(password)),
    verify: ({ hash, password }) =>
      remember(verdicts, JSON.stringify([hash, password]), () => inner.verify({ hash, password })),
  };
}
