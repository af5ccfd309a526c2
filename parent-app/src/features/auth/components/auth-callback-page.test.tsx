import { PENDING_SOCIAL_STORAGE_KEY } from '@portal/contracts/remote-app';
import type { MeResponse } from '@portal/contracts/session';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  apiError,
  currentLocation,
  json,
  networkDown,
  renderApp,
  stubFetch,
  resetHarness,
} from '../../../test/harness';

afterEach(resetHarness);

function me(role: 'parent' | 'child' | null, family: boolean): MeResponse {
  return {
    user: { id: 'u1', name: 'Ana Souza', email: 'ana@gmail.com', emailVerified: true, role },
    family: family
      ? {
          id: 'u1',
          name: 'Souza',
          parentName: 'Ana Souza',
          parentEmail: 'ana@gmail.com',
          phone: null,
          monthlyBudget: 40000,
          subscriptionStatus: 'inactive',
          subscriptionMode: null,
        }
      : null,
    child: null,
    appearance: { theme: 'light', language: 'pt-BR', currency: 'BRL' },
    premiumAccess: false,
  };
}

function markPending() {
  sessionStorage.setItem(
    PENDING_SOCIAL_STORAGE_KEY,
    JSON.stringify({ provider: 'google', startedAt: '2026-11-21T10:00:00Z' }),
  );
}

describe('/auth/callback (spec 000 §4 social landing)', () => {
  it('shows "Conectando..." while it asks who is signed in, without the HTTP cache', async () => {
    const { calls } = stubFetch({ 'GET /api/me': () => new Promise<Response>(() => {}) });
    renderApp('/auth/callback');
    expect(screen.getByText('Conectando...')).toBeVisible();
    await waitFor(() => expect(calls('GET /api/me')).toHaveLength(1));
    expect(calls('GET /api/me')[0]?.cache).toBe('no-store');
  });

  it.each([
    ['no session', '/parent/login', () => apiError(401, 'UNAUTHENTICATED')],
    ['a failure', '/parent/login', networkDown],
    ['a parent', '/parent/dashboard', () => json(me('parent', true))],
    ['a child', '/child/dashboard', () => json(me('child', false))],
    ['a social user whose family exists', '/parent/dashboard', () => json(me(null, true))],
  ])('sends %s to %s, replacing the callback', async (_who, target, answer) => {
    markPending();
    stubFetch({ 'GET /api/me': answer });
    renderApp('/auth/callback');
    await waitFor(() => expect(currentLocation.value?.pathname).toBe(target));
    expect(currentLocation.navigation).toBe('REPLACE');
  });

  it('clears the pending social marker when the user lands in their area', async () => {
    markPending();
    stubFetch({ 'GET /api/me': () => json(me('parent', true)) });
    renderApp('/auth/callback');
    await waitFor(() => expect(currentLocation.value?.pathname).toBe('/parent/dashboard'));
    expect(sessionStorage.getItem(PENDING_SOCIAL_STORAGE_KEY)).toBeNull();
  });

  it('sends a new social user to the social sign-up with e-mail and name prefilled', async () => {
    markPending();
    stubFetch({ 'GET /api/me': () => json(me(null, false)) });
    renderApp('/auth/callback');
    await waitFor(() => expect(currentLocation.value?.pathname).toBe('/parent/signup'));
    expect(currentLocation.value?.state).toEqual({
      social: true,
      email: 'ana@gmail.com',
      fullName: 'Ana Souza',
      provider: 'google',
    });
    expect(screen.getByText('Cadastro com conta social')).toBeVisible();
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@gmail.com');
    // The marker stays until the social sign-up is finished.
    expect(sessionStorage.getItem(PENDING_SOCIAL_STORAGE_KEY)).not.toBeNull();
  });
});
