import { describe, expect, it } from 'vitest';
import { accessOfPath, decideAccess, isSubscriptionGated, signInPathFor } from './route-access';

describe('accessOfPath', () => {
  it.each([
    ['/', 'public'],
    ['/onboarding', 'public'],
    ['/welcome', 'public'],
    ['/parent/signup', 'public'],
    ['/parent/login', 'public'],
    ['/parent/forgot-password', 'public'],
    ['/parent/reset-password', 'public'],
    ['/auth/callback', 'public'],
    ['/child/login', 'public'],
    ['/nada-aqui', 'public'],
    ['/parent', 'parent'],
    ['/tasks', 'parent'],
    ['/parent/dashboard', 'parent'],
    ['/parent/settings', 'parent'],
    ['/tasks/create', 'parent'],
    ['/tasks/42/edit', 'parent'],
    ['/children/setup', 'parent'],
    ['/assinatura/sucesso', 'public'],
    ['/child/dashboard', 'child'],
    ['/child/tasks', 'child'],
    ['/child', 'child'],
  ])('%s → %s', (path, access) => {
    expect(accessOfPath(path)).toBe(access);
  });
});

describe('signInPathFor', () => {
  it('sends a parent route to the parent login with the way back encoded', () => {
    expect(signInPathFor('parent', '/tasks/42/edit?from=list&x=1')).toBe(
      '/parent/login?redirectTo=%2Ftasks%2F42%2Fedit%3Ffrom%3Dlist%26x%3D1',
    );
  });

  it('sends a child route to the child login', () => {
    expect(signInPathFor('child', '/child/goals')).toBe('/child/login');
  });
});

describe('isSubscriptionGated (spec 001 §1 route table)', () => {
  it.each([
    '/child/dashboard',
    '/child/tasks',
    '/child/goals',
    '/child/achievements',
    '/child/profile',
    '/parent/dashboard',
    '/tasks/create',
    '/tasks/42/edit',
    '/tasks/approve',
    '/tasks/manage',
  ])('%s is gated', (path) => {
    expect(isSubscriptionGated(path)).toBe(true);
  });

  it.each([
    '/child/login',
    '/parent/settings',
    '/children/setup',
    '/assinatura/sucesso',
    '/parent/login',
    '/parent/signup',
    '/auth/callback',
    '/',
    '/nada-aqui',
  ])('%s is not gated', (path) => {
    expect(isSubscriptionGated(path)).toBe(false);
  });
});

describe('decideAccess', () => {
  const parent = (premiumAccess: boolean) => ({ role: 'parent' as const, premiumAccess });
  const child = (premiumAccess: boolean) => ({ role: 'child' as const, premiumAccess });
  const nobody = { role: null, premiumAccess: false };

  it('opens public paths to anyone, without looking at the session', () => {
    expect(decideAccess('/assinatura/sucesso', '/assinatura/sucesso?session_id=x', nobody)).toEqual(
      { kind: 'allow' },
    );
    expect(decideAccess('/child/login', '/child/login', parent(false))).toEqual({ kind: 'allow' });
  });

  it('sends the wrong role (or nobody) to sign in before looking at the subscription', () => {
    expect(decideAccess('/tasks/manage', '/tasks/manage?x=1', nobody)).toEqual({
      kind: 'sign-in',
      to: '/parent/login?redirectTo=%2Ftasks%2Fmanage%3Fx%3D1',
    });
    expect(decideAccess('/child/goals', '/child/goals', parent(true))).toEqual({
      kind: 'sign-in',
      to: '/child/login',
    });
  });

  it('lets a family with premium access into every gated path', () => {
    expect(decideAccess('/parent/dashboard', '/parent/dashboard', parent(true))).toEqual({
      kind: 'allow',
    });
    expect(decideAccess('/child/tasks', '/child/tasks', child(true))).toEqual({ kind: 'allow' });
  });

  it('sends a parent without access to the billing tab with subscriptionRequired and the origin', () => {
    expect(decideAccess('/tasks/42/edit', '/tasks/42/edit?from=list', parent(false))).toEqual({
      kind: 'subscribe',
      to: '/parent/settings?tab=billing',
      state: { subscriptionRequired: true, from: '/tasks/42/edit?from=list' },
    });
  });

  it('keeps a child without access on its path, for the "ask a guardian" page', () => {
    expect(decideAccess('/child/dashboard', '/child/dashboard', child(false))).toEqual({
      kind: 'child-no-access',
    });
  });

  it('needs only the session on the settings and the children setup', () => {
    for (const path of ['/parent/settings', '/children/setup']) {
      expect(decideAccess(path, path, parent(false))).toEqual({ kind: 'allow' });
    }
  });
});
