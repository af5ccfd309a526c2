import { Money } from '@portal/design-system';
import { formatMoney } from '@portal/domain';
import { setDisplayCurrency } from '@portal/domain/money';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPortalApi } from '../api/create-portal-api';
import { createAppStore } from '../api/store';
import { RemoteRoot } from '../session/remote-app';
import { AppearanceBoundary } from './appearance-boundary';
import { parseAppearance, readStoredAppearance, storeAppearance } from './appearance';

afterEach(() => {
  localStorage.clear();
  setDisplayCurrency('BRL');
});

function Amounts() {
  return (
    <>
      <Money centavos={1200} />
      <p>Saldo: {formatMoney(50)}</p>
    </>
  );
}

const api = createPortalApi({ baseUrl: '/api', tagTypes: [] });
const store = createAppStore(api);

describe('AppearanceBoundary (issue 12)', () => {
  it("shows the family's currency symbol in Money and formatMoney text, never converting", () => {
    const { rerender } = render(
      <AppearanceBoundary appearance={{ theme: 'light', language: 'pt-BR', currency: 'USD' }}>
        <Amounts />
      </AppearanceBoundary>,
    );
    expect(screen.getByText('US$ 12,00')).toBeVisible();
    expect(screen.getByText('Saldo: US$ 0,50')).toBeVisible();
    rerender(
      <AppearanceBoundary appearance={{ theme: 'light', language: 'pt-BR', currency: 'EUR' }}>
        <Amounts />
      </AppearanceBoundary>,
    );
    expect(screen.getByText('€ 12,00')).toBeVisible();
    expect(screen.getByText('Saldo: € 0,50')).toBeVisible();
  });

  it('uses the currency this device remembers until /api/me answers', () => {
    storeAppearance({ theme: 'dark', language: 'pt-BR', currency: 'EUR' });
    render(
      <AppearanceBoundary appearance={undefined}>
        <Amounts />
      </AppearanceBoundary>,
    );
    expect(screen.getByText('€ 12,00')).toBeVisible();
  });

  it("reports the family's appearance to the shell (RemoteAppProps.onAppearance)", () => {
    const onAppearance = vi.fn();
    const appearance = { theme: 'dark', language: 'es-ES', currency: 'BRL' } as const;
    render(
      <RemoteRoot store={store} api={api} signOut={vi.fn()} onAppearance={onAppearance}>
        <AppearanceBoundary appearance={appearance}>
          <Amounts />
        </AppearanceBoundary>
      </RemoteRoot>,
    );
    expect(onAppearance).toHaveBeenCalledWith(appearance);
    expect(screen.getByText('R$ 12,00')).toBeVisible();
  });
});

describe('remembered appearance', () => {
  it("reads back what was stored under the spec's key, and ignores what does not fit", () => {
    expect(readStoredAppearance()).toBeNull();
    storeAppearance({ theme: 'auto', language: 'en-US', currency: 'USD' });
    expect(JSON.parse(localStorage.getItem('appearanceSettings') ?? '')).toEqual({
      theme: 'auto',
      language: 'en-US',
      currency: 'USD',
    });
    localStorage.setItem('appearanceSettings', '{broken');
    expect(readStoredAppearance()).toBeNull();
    expect(parseAppearance({ theme: 'neon', currency: 'EUR' })).toEqual({
      theme: 'auto',
      language: 'pt-BR',
      currency: 'EUR',
    });
  });
});
