import type { RemoteDefinition } from './remote-definition';

/** The child area: login, dashboard, tasks, goals, achievements, profile. */
export const childApp: RemoteDefinition = {
  name: 'child_app',
  routes: ['/child/*'],
};
