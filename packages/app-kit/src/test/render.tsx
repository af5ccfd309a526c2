import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from '@portal/router';
import { StoreProvider } from '../api/query-hooks';
import type { QueryStore } from '../api/query-store';

/** Renders `ui` inside a store and a memory router at `path` (a screen without its app root). */
export function renderWithStore(
  ui: ReactElement,
  { store, path = '/', extra }: { store: QueryStore; path?: string; extra?: ReactNode },
) {
  return render(
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        {extra}
      </MemoryRouter>
    </StoreProvider>,
  );
}
