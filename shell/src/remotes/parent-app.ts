import type { RemoteDefinition } from './remote-definition';

/** The parent area: sign-up, login, family setup, dashboard, tasks, approvals, billing. */
export const parentApp: RemoteDefinition = {
  name: 'parent_app',
  routes: ['/parent/*', '/tasks/*', '/children/setup', '/assinatura/sucesso', '/auth/callback'],
};
