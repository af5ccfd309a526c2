import { createStandaloneSignOut } from '@portal/app-kit';
import { renderStandalone } from '@portal/app-kit/standalone';
import { env } from './env';
import './standalone.css';
import ChildApp from './expose/app';

// Standalone mode: what the shell provides around the exposed app, so the team can work on
// child-app without the shell (`pnpm --filter @portal/child-app dev`, http://localhost:3002).
renderStandalone({
  appName: 'child-app',
  home: '/child/login',
  App: ChildApp,
  signOut: createStandaloneSignOut({ baseUrl: env.PUBLIC_API_BASE_URL, loginPath: '/child/login' }),
});
