import { REMOTE_CONTRACT_VERSION } from '@portal/contracts/remote-app';

/** What a check of a remote's `contractVersion` concluded. */
export type RemoteContractCheck = { ok: true; warning?: string } | { ok: false; reason: string };

function parse(version: unknown): [number, number] | undefined {
  if (typeof version !== 'string') return undefined;
  const match = /^(\d+)\.(\d+)$/.exec(version);
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

/**
 * Whether the shell can mount a remote built against seam version `remoteVersion` (ADR 040):
 * the same major, whatever the minor (a minor only adds optional props, which an older remote
 * ignores and a newer one does without). A remote more than one minor behind still loads, with
 * a console warning so its team ships an update; another major, or no version at all, is
 * refused and the shell shows its fallback instead of a remote that may misbehave.
 */
export function checkRemoteContract(
  name: string,
  remoteVersion: unknown,
  shellVersion: string = REMOTE_CONTRACT_VERSION,
): RemoteContractCheck {
  const remote = parse(remoteVersion);
  const shell = parse(shellVersion);
  if (!shell) throw new Error(`Invalid shell contract version ${shellVersion}`);
  if (!remote) {
    return { ok: false, reason: `Remote ${name} exports no valid contractVersion.` };
  }
  if (remote[0] !== shell[0]) {
    return {
      ok: false,
      reason: `Remote ${name} implements contract ${remote.join('.')}, the shell ${shellVersion}: majors differ.`,
    };
  }
  const behind = shell[1] - remote[1];
  if (behind > 1) {
    return {
      ok: true,
      warning: `Remote ${name} implements contract ${remote.join('.')}, ${behind} minor versions behind the shell's ${shellVersion}: update it.`,
    };
  }
  return { ok: true };
}
