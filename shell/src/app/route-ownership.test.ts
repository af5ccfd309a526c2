import { describe, expect, it } from 'vitest';
import { PRIVACY_POLICY_PATH } from '@portal/contracts/messages';
import { ownerOfPath, SHELL_ROUTES } from './route-ownership';

describe('ownerOfPath', () => {
  it.each([
    ['/', 'shell'],
    ['/onboarding', 'shell'],
    ['/welcome', 'shell'],
    ['/privacidade', 'shell'],
    ['/privacidade/', 'shell'],
    ['/privacidade/x', 'not-found'],
    ['/parent/signup', 'parent_app'],
    ['/parent/login', 'parent_app'],
    ['/parent/dashboard', 'parent_app'],
    ['/parent/settings', 'parent_app'],
    ['/tasks/create', 'parent_app'],
    ['/tasks/42/edit', 'parent_app'],
    ['/tasks/approve', 'parent_app'],
    ['/children/setup', 'parent_app'],
    ['/assinatura/sucesso', 'parent_app'],
    ['/auth/callback', 'parent_app'],
    ['/child/login', 'child_app'],
    ['/child/dashboard', 'child_app'],
    ['/child/goals', 'child_app'],
    ['/children', 'not-found'],
    ['/children/setup/extra', 'not-found'],
    ['/childish', 'not-found'],
    ['/onboarding/2', 'not-found'],
    ['/admin', 'not-found'],
    ['/Parent/Login', 'parent_app'],
    ['/child/login/', 'child_app'],
    ['/welcome/', 'shell'],
    ['/parentx', 'not-found'],
  ])('%s → %s', (path, owner) => {
    expect(ownerOfPath(path)).toBe(owner);
  });
});

it('owns the privacy page the consent links to (issue 41)', () => {
  expect(SHELL_ROUTES).toContain(PRIVACY_POLICY_PATH);
});
