import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@portal/router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/routes';
import { ownerOfPath } from './app/route-ownership';
import { loadRemoteApp } from './remotes/remote-loader';

const container = document.getElementById('root');
if (!container) throw new Error('The shell needs a #root element in index.html.');

// The first render as a transition: React renders it in slices of a few milliseconds, yielding
// to the browser in between, instead of one task that blocks a slow phone (TBT; ADR 042).
// A first visit to a remote's page starts that remote's code now (its chunks are preloaded by
// the entry), in parallel with the session check that guards the page, not after it: the
// remote's own first requests (its screen's data and code) start when its module runs. A
// failure is reported by the area's <RemoteApp>, which loads again.
const owner = ownerOfPath(window.location.pathname);
if (owner === 'parent_app' || owner === 'child_app') loadRemoteApp(owner).catch(() => undefined);

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
