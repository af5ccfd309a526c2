import { describe, expect, it } from 'vitest';
import { accessOfPath, signInPathFor } from './route-access';

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
    ['/parent/dashboard', 'parent'],
    ['/parent/settings', 'parent'],
    ['/tasks/create', 'parent'],
    ['/tasks/42/edit', 'parent'],
    ['/children/setup', 'parent'],
    ['/assinatura/sucesso', 'parent'],
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
