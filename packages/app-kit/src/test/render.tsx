import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from '@portal/router';
import type { Store } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';

/** Renders `ui` inside a store and a memory router at `path` (a screen without its app root). */
export function renderWithStore(
  ui: ReactElement,
  { store, path = '/', extra }: { store: Store; path?: string; extra?: ReactNode },
) {
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        {extra}
      </MemoryRouter>
    </Provider>,
  );
}
