import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@portal/router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/routes';

const container = document.getElementById('root');
if (!container) throw new Error('The shell needs a #root element in index.html.');

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
