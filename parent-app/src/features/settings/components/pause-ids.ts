import type { PauseOwner } from '../api/pause-api';

/** Ids of a 'Modo férias' section's controls (focus moves between the view and the form). */
export function pauseIds(owner: PauseOwner) {
  const base =
    owner.kind === 'family' ? 'settings-family-pause' : `settings-child-${owner.childId}-pause`;
  return {
    heading: `${base}-heading`,
    explanation: `${base}-explanation`,
    open: `${base}-open`,
    startsOn: `${base}-starts-on`,
  };
}
