import { hashPassword, verifyPassword } from 'better-auth/crypto';

/**
 * Hashes and checks secrets: parents' passwords (better-auth's e-mail-and-password sign-in,
 * sign-up, reset, the current-password checks) and children's PINs (child creation and
 * sign-in). One per app, given to createApp; production and the dev server use
 * {@link betterAuthPasswordHasher}.
 */
export interface PasswordHasher {
  /** A salted hash of `password`, to store. */
  hash(password: string): Promise<string>;
  /** Whether `password` is the one `hash` was made from. */
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

/**
 * better-auth's own hasher (scrypt, N 16384, r 16, p 1, random 16-byte salt): slow on purpose,
 * so a stolen table of hashes is slow to guess from.
 */
export const betterAuthPasswordHasher: PasswordHasher = {
  hash: (password) => hashPassword(password),
  verify: (data) => verifyPassword(data),
};
