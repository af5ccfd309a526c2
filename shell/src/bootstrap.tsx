import './app/zod-csp';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@portal/router';
import { AppProviders } from './app/providers';
import { ownerOfPath } from './app/route-ownership';
import { AppRoutes } from './app/routes';
import { preloadRemoteApp, preloadRemoteConfig } from './remotes/remote-loader';

const container = document.getElementById('root');
if (!container) throw new Error('The shell needs a #root element in index.html.');

// A first visit to a remote's page (/parent/login, /child/…) starts fetching that remote now,
// in parallel with React's first render and the session check, not when its area mounts.
// remotes.json itself is already on its way: index.html preloads it (rsbuild.config.ts). On the
// shell's own pages it is read too, so that preload is used and the next remote page starts at
// its manifest.
const owner = ownerOfPath(window.location.pathname);
if (owner === 'parent_app' || owner === 'child_app') void preloadRemoteApp(owner);
else void preloadRemoteConfig();

// The first render as a transition: React renders it in slices of a few milliseconds, yielding
// to the browser in between, instead of one task that blocks a slow phone (TBT; ADR 042).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <BrowserRouter>
        <AppProviders>
          <AppRoutes />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  );
});
