import { PENDING_SOCIAL_STORAGE_KEY } from '@portal/contracts/remote-app';

/** Social providers the portal offers. */
export type SocialProvider = 'google' | 'apple';

/** Pending social sign-up data (spec 000 §3), kept for the browser session only. */
export interface PendingSocial {
  provider: SocialProvider;
  startedAt: string;
  email?: string;
  fullName?: string;
}

const optionalText = (value: unknown) => value === undefined || typeof value === 'string';

/**
 * The marker as this tab wrote it, or null. Checked by hand, not with zod: the API's
 * `beforeLeave` reads it, so it is on every signed-in first visit, which loads no zod (ADR 050).
 */
function asPendingSocial(value: unknown): PendingSocial | null {
  if (typeof value !== 'object' || value === null) return null;
  const { provider, startedAt, email, fullName } = value as Record<string, unknown>;
  if (provider !== 'google' && provider !== 'apple') return null;
  if (typeof startedAt !== 'string' || !optionalText(email) || !optionalText(fullName)) return null;
  return {
    provider,
    startedAt,
    ...(email === undefined ? {} : { email: email as string }),
    ...(fullName === undefined ? {} : { fullName: fullName as string }),
  };
}

/** sessionStorage can throw (privacy modes, storage disabled); the marker is best effort. */
function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Records that a Google/Apple sign-in was started from this tab. */
export function writePendingSocial(provider: SocialProvider): void {
  const value: PendingSocial = { provider, startedAt: new Date().toISOString() };
  try {
    storage()?.setItem(PENDING_SOCIAL_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Quota or disabled storage: the callback then relies on the account having no role.
  }
}

/** The pending marker, or null when absent or unreadable. */
export function readPendingSocial(): PendingSocial | null {
  try {
    const raw = storage()?.getItem(PENDING_SOCIAL_STORAGE_KEY);
    if (!raw) return null;
    return asPendingSocial(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** Clears the marker (successful landing, finished social sign-up). */
export function clearPendingSocial(): void {
  try {
    storage()?.removeItem(PENDING_SOCIAL_STORAGE_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
