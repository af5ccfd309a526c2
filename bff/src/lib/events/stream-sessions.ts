import type { Actor } from '../../auth/actor';
import { actorsOfSessions } from '../../auth/middleware';
import type { Db } from '../../db/client';
import type { EventAudience } from './event-hub';

/*
 * What ties an event stream to its session (ADR 057): the channel on which PostgreSQL
 * announces ended sessions, the periodic re-check, and the cap of streams per session.
 */

/** The NOTIFY channel of ended sessions: a JSON array of session ids (migration 0016). */
export const SESSIONS_CHANNEL = 'mesadinha_sessions';

/**
 * Streams one session may hold on one BFF instance. A browser shares its session cookie
 * between tabs, one stream each; past the cap the oldest ends, so a new tab is never refused.
 */
export const MAX_STREAMS_PER_SESSION = 5;

/**
 * How often each instance re-reads the sessions of its open streams, in one statement per
 * {@link CHECK_BATCH} sessions: it ends streams whose session expired (nothing deletes an
 * expired row until it is used again) and is the safety net for a missed notification.
 */
export const SESSION_CHECK_MS = 5_000;

/** Sessions per statement of the re-check (an `in` list of primary keys). */
const CHECK_BATCH = 500;

/** The audience of an actor's stream; null for an actor who may not have one. */
export function audienceOf(actor: Actor): EventAudience | null {
  if (!actor.familyId) return null;
  if (actor.role === 'parent') return { role: 'parent', familyId: actor.familyId };
  if (actor.role === 'child' && actor.childId) {
    return { role: 'child', familyId: actor.familyId, childId: actor.childId };
  }
  return null;
}

/** Whether two audiences are the same caller (role, family and, for a child, the child). */
export function sameAudience(a: EventAudience, b: EventAudience): boolean {
  if (a.role !== b.role || a.familyId !== b.familyId) return false;
  return a.role === 'parent' || a.childId === (b as typeof a).childId;
}

/**
 * The audience each live session among `sessionIds` may have now (the session check's rules);
 * a session missing from the answer has ended or lost its access.
 */
export async function audiencesOfSessions(
  db: Db,
  sessionIds: readonly string[],
): Promise<Map<string, EventAudience>> {
  const audiences = new Map<string, EventAudience>();
  for (let start = 0; start < sessionIds.length; start += CHECK_BATCH) {
    const actors = await actorsOfSessions(db, sessionIds.slice(start, start + CHECK_BATCH));
    for (const [sessionId, actor] of actors) {
      const audience = audienceOf(actor);
      if (audience) audiences.set(sessionId, audience);
    }
  }
  return audiences;
}

/** The session ids of a {@link SESSIONS_CHANNEL} notification ([] for anything else). */
export function endedSessionsOf(payload: string): string[] {
  try {
    const ids: unknown = JSON.parse(payload);
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}
