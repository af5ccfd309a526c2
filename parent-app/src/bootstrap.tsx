import { renderStandalone } from '@portal/app-kit/standalone';
import './standalone.css';
import { standaloneSignOut } from './app/standalone';
import ParentApp from './expose/app';

// Standalone mode: what the shell provides around the exposed app, so the team can work on
// parent-app without the shell (`pnpm --filter @portal/parent-app dev`, http://localhost:3001).
renderStandalone({
  appName: 'parent-app',
  home: '/parent/login',
  App: ParentApp,
  signOut: standaloneSignOut,
});
