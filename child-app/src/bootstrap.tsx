import { ThemeProvider, ToastProvider } from '@portal/design-system';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import './standalone.css';
import ChildApp from './expose/app';

// Standalone mode: what the shell provides around the exposed app, so the team can work on
// child-app without the shell (`pnpm --filter @portal/child-app dev`, http://localhost:3002).
const container = document.getElementById('root');
if (!container) throw new Error('child-app needs a #root element in index.html.');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <ThemeProvider theme="parent" scheme="light" className="standalone-root">
        <ToastProvider>
          <Routes>
            <Route path="/" element={<Navigate to="/child/login" replace />} />
            <Route path="*" element={<ChildApp />} />
          </Routes>
        </ToastProvider>
      </ThemeProvider>
    </BrowserRouter>
  </StrictMode>,
);
