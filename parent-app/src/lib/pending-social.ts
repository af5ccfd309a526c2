import { PENDING_SOCIAL_STORAGE_KEY } from '@portal/contracts/remote-app';
import { z } from 'zod';

/** Social providers the portal offers. */
export type SocialProvider = 'google' | 'apple';

const PendingSocialSchema = z.object({
  provider: z.enum(['google', 'apple']),
  startedAt: z.string(),
  email: z.string().optional(),
  fullName: z.string().optional(),
});

/** Pending social sign-up data (spec 000 §3), kept for the browser session only. */
export type PendingSocial = z.infer<typeof PendingSocialSchema>;

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
    const parsed = PendingSocialSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
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
