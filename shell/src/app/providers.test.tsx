import { stubColorScheme } from '@portal/app-kit/test';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './providers';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPortal() {
  render(
    <AppProviders>
      <p>Mesadinha</p>
    </AppProviders>,
  );
  return screen.getByText('Mesadinha').closest('[data-mesa-scheme]');
}

describe('the portal follows the device colour scheme', () => {
  it('is dark on a device in dark mode, light again when the device switches back', () => {
    const device = stubColorScheme('dark');
    const root = renderPortal();
    expect(root).toHaveAttribute('data-mesa-scheme', 'dark');
    act(() => device.setDark(false));
    expect(root).toHaveAttribute('data-mesa-scheme', 'light');
  });

  it('is light on a device in light mode', () => {
    stubColorScheme('light');
    expect(renderPortal()).toHaveAttribute('data-mesa-scheme', 'light');
  });
});
