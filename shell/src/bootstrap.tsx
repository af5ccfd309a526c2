import './app/zod-csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@portal/router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/routes';

const container = document.getElementById('root');
if (!container) throw new Error('The shell needs a #root element in index.html.');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>,
);
