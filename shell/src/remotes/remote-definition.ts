import type { RemoteName } from './remote-config';

/** A remote the shell delegates to: its MF container name and the URL paths it owns. */
export interface RemoteDefinition {
  name: RemoteName;
  /** react-router path patterns; `/*` gives the remote the whole sub-tree. */
  routes: readonly string[];
}
