import { createAppearanceStore } from '@portal/app-kit/appearance';
import { stubColorScheme } from '@portal/app-kit/test';
import { Money } from '@portal/design-system';
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

describe("the portal applies the family's appearance (issue 12)", () => {
  afterEach(() => localStorage.clear());

  function renderWith(store: ReturnType<typeof createAppearanceStore>) {
    render(
      <AppProviders appearance={store}>
        <p>Mesadinha</p>
        <Money centavos={1200} />
      </AppProviders>,
    );
    return screen.getByText('Mesadinha').closest('[data-mesa-scheme]');
  }

  it('is dark for a family that chose dark, even on a light device, with lang and color-scheme', () => {
    stubColorScheme('light');
    const store = createAppearanceStore({ theme: 'dark', language: 'es-ES', currency: 'EUR' });
    expect(renderWith(store)).toHaveAttribute('data-mesa-scheme', 'dark');
    expect(document.documentElement).toHaveAttribute('lang', 'es-ES');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(screen.getByText('€ 12,00')).toBeVisible();
  });

  it('follows the device live for auto, and a new choice from /api/me at once', () => {
    const device = stubColorScheme('dark');
    const store = createAppearanceStore({ theme: 'auto', language: 'pt-BR', currency: 'BRL' });
    const root = renderWith(store);
    expect(root).toHaveAttribute('data-mesa-scheme', 'dark');
    expect(document.documentElement.style.colorScheme).toBe('light dark');
    act(() => device.setDark(false));
    expect(root).toHaveAttribute('data-mesa-scheme', 'light');
    act(() => store.set({ theme: 'dark', language: 'en-US', currency: 'USD' }));
    expect(root).toHaveAttribute('data-mesa-scheme', 'dark');
    expect(document.documentElement).toHaveAttribute('lang', 'en-US');
    expect(screen.getByText('US$ 12,00')).toBeVisible();
  });

  it('starts from the appearance remembered on this device (no flash on the next load)', () => {
    stubColorScheme('light');
    createAppearanceStore({ theme: 'dark', language: 'pt-BR', currency: 'USD' }).set({
      theme: 'dark',
      language: 'pt-BR',
      currency: 'USD',
    });
    expect(JSON.parse(localStorage.getItem('appearanceSettings') ?? '')).toEqual({
      theme: 'dark',
      language: 'pt-BR',
      currency: 'USD',
    });
    document.documentElement.lang = 'pt-BR';
    document.documentElement.style.colorScheme = '';
    // A new page load: the store is created from storage and applies it before React renders.
    const store = createAppearanceStore();
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(renderWith(store)).toHaveAttribute('data-mesa-scheme', 'dark');
  });

  it('follows the device on a first visit (nothing remembered), in pt-BR and reais', () => {
    stubColorScheme('dark');
    const store = createAppearanceStore();
    expect(renderWith(store)).toHaveAttribute('data-mesa-scheme', 'dark');
    expect(document.documentElement).toHaveAttribute('lang', 'pt-BR');
    expect(screen.getByText('R$ 12,00')).toBeVisible();
  });
});
