import { ThemeProvider } from '@portal/design-system';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@portal/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ChildApp from '../expose/app';
import { stubBff } from '../test-utils';
import { createStore } from './store';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('child-app inside a dark page', () => {
  it("keeps the page's dark scheme under the child's age theme", async () => {
    stubBff({
      'GET /api/device/profiles': { status: 200, body: { familyId: null, profiles: [] } },
    });
    const { container } = render(
      <MemoryRouter initialEntries={['/child/login']}>
        <ThemeProvider theme="parent" scheme="dark">
          <ChildApp store={createStore()} signOut={async () => {}} />
        </ThemeProvider>
      </MemoryRouter>,
    );
    await screen.findByLabelText('Nome de usuário');
    const root = container.querySelector('[data-remote="child_app"]');
    expect(root).toHaveAttribute('data-mesa-theme', 'kids');
    expect(root).toHaveAttribute('data-mesa-scheme', 'dark');
  });
});
