import type { Appearance } from './settings';

/**
 * The seam between the shell and its Module Federation remotes. A remote's exposed app root
 * (`parent_app/app`, `child_app/app`) is a React component that receives these props from the
 * shell; remotes never import the shell, so everything the shell offers them crosses here.
 */
export interface RemoteAppProps {
  /**
   * Signs the current user out the shell's way: calls the BFF, shows the spec's toast
   * ('Sessão encerrada com sucesso.' / 'Até logo! Você saiu da conta.', or an error toast),
   * clears pending social sign-up data and goes to `/` replacing history.
   * Resolves when done; never rejects (errors become toasts).
   */
  signOut: (role: 'parent' | 'child') => Promise<void>;
  /**
   * The remote read the family's appearance (`GET /api/me`, again after `family.changed`): the
   * shell applies it to the page (scheme, `lang`, currency) and remembers it (ADR 029).
   * Optional: a remote also runs without it (standalone, tests).
   */
  onAppearance?: (appearance: Appearance) => void;
}

/**
 * Pending social sign-up data (spec 000 §3), kept only for the browser session under this
 * `sessionStorage` key: `{ provider: 'google' | 'apple', startedAt: string, email?, fullName? }`.
 * Written by parent-app when a social sign-in starts; cleared on successful landing and by the
 * shell on sign-out.
 */
export const PENDING_SOCIAL_STORAGE_KEY = 'mesadinha.pendingSocialSignUp';

/**
 * Version of this seam (`RemoteAppProps` and what the shell expects of an exposed module),
 * `major.minor` (ADR 040). A remote exports the version it was built against as
 * `contractVersion` next to its default component. The shell loads a remote of the same major
 * whatever its minor (minor versions only add optional props), and warns in the console when
 * the remote is more than one minor behind; another major is not loaded (the shell shows its
 * fallback). Bump the minor for an added optional prop, the major for anything else.
 */
export const REMOTE_CONTRACT_VERSION = '1.0';
