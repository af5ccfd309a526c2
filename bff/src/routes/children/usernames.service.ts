import { USERNAME_SUGGESTIONS_MAX, type UsernameAvailability } from '@portal/contracts';
import { usernameVariants } from '@portal/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { children } from '../../db/schema';

/**
 * `GET /api/children/username-availability` (issue 41): whether `username` is free in every
 * family (ADR 016: one username across families, the rule the creation enforces), and the
 * first free of its variants (`usernameVariants` of `@portal/domain`: `lia`, `lia2`, …), found
 * with one indexed read. Says nothing about whose the taken names are.
 */
export async function usernameAvailability(
  db: Db,
  username: string,
): Promise<UsernameAvailability> {
  const candidates = usernameVariants(username);
  const taken = new Set(
    (
      await db
        .select({ username: children.username })
        .from(children)
        .where(inArray(children.username, candidates))
    ).map((row) => row.username),
  );
  return {
    username,
    available: !taken.has(username),
    suggestions: candidates
      .filter((candidate) => !taken.has(candidate))
      .slice(0, USERNAME_SUGGESTIONS_MAX),
  };
}
