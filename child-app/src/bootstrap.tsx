import type { RemoteAppProps } from '@portal/contracts/remote-app';
import { ThemeProvider, ToastProvider } from '@portal/design-system';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { env } from './env';
import './standalone.css';
import ChildApp from './expose/app';

// Standalone mode: what the shell provides around the exposed app, so the team can work on
// child-app without the shell (`pnpm --filter @portal/child-app dev`, http://localhost:3002).
const container = document.getElementById('root');
if (!container) throw new Error('child-app needs a #root element in index.html.');

/**
 * The minimal sign-out of standalone mode (the shell's one shows toasts): ends the session at
 * the BFF and reloads the child login. Never rejects, like the shell's.
 */
const standaloneSignOut: RemoteAppProps['signOut'] = async () => {
  try {
    await fetch(`${env.PUBLIC_API_BASE_URL}/auth/sign-out`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
  } catch (error) {
    console.error('Sign-out failed', error);
  }
  window.location.replace('/child/login');
};

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <ThemeProvider theme="parent" scheme="light" className="standalone-root">
        <ToastProvider>
          <Routes>
            <Route path="/" element={<Navigate to="/child/login" replace />} />
            <Route path="*" element={<ChildApp signOut={standaloneSignOut} />} />
          </Routes>
        </ToastProvider>
      </ThemeProvider>
    </BrowserRouter>
  </StrictMode>,
);
