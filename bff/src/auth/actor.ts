/** Role of a signed-in user; null for a social user who has not finished sign-up. */
export type ActorRole = 'parent' | 'child' | null;

/** The signed-in caller of a request, resolved once per request by sessionMiddleware. */
export interface Actor {
  userId: string;
  sessionId: string;
  role: ActorRole;
  /** Parent: its own id once the families row exists. Child: its family. Else null. */
  familyId: string | null;
  /** Child: its `children.id`. Else null. */
  childId: string | null;
  email: string;
  name: string;
  /**
   * The family's subscription state, read with the family in sessionMiddleware (parent and
   * active child; null otherwise): what the entitlement guard decides on (ADR 034).
   */
  subscription?: ActorSubscription | null;
}

/** The subscription columns of the caller's family that the premium decision needs. */
export interface ActorSubscription {
  status: string;
  mode: string | null;
  pastDueSince: Date | null;
}
