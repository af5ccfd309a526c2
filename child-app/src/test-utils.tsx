import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '@portal/router';
import { vi } from 'vitest';
import { preloadScreens } from './app/routes';
import { createStore } from './app/store';

export { createStore };
import ChildApp from './expose/app';

export {
  meAsChild,
  stubBff,
  type SeenFile,
  type SeenRequest,
  type StubAnswer,
} from '@portal/app-kit/test';

// Screens load on first visit in the app; tests render them at once.
await preloadScreens();

function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders child-app at `path` as the shell would, with a fresh store (or `store`, to see what a
 * read made before the render changes) and a spy `signOut`.
 */
export function renderChildApp(
  path: string,
  signOut = vi.fn(async (_role: 'parent' | 'child') => {}),
  extra?: ReactNode,
  store = createStore(),
) {
  const utils = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<h1>Mesadinha</h1>} />
        <Route path="/parent/*" element={<h1>Login do responsável</h1>} />
        <Route path="*" element={<ChildApp store={store} signOut={signOut} />} />
      </Routes>
      <CurrentLocation />
      {extra}
    </MemoryRouter>,
  );
  return { ...utils, signOut };
}
