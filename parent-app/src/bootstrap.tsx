import { ThemeProvider, ToastProvider } from '@portal/design-system';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import './standalone.css';
import { standaloneSignOut } from './app/standalone-sign-out';
import ParentApp from './expose/app';

// Standalone mode: what the shell provides around the exposed app, so the team can work on
// parent-app without the shell (`pnpm --filter @portal/parent-app dev`, http://localhost:3001).
const container = document.getElementById('root');
if (!container) throw new Error('parent-app needs a #root element in index.html.');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <ThemeProvider theme="parent" scheme="light" className="standalone-root">
        <ToastProvider>
          <Routes>
            <Route path="/" element={<Navigate to="/parent/login" replace />} />
            <Route path="*" element={<ParentApp signOut={standaloneSignOut} />} />
          </Routes>
        </ToastProvider>
      </ThemeProvider>
    </BrowserRouter>
  </StrictMode>,
);
