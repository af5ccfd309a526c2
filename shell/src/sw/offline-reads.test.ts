import { apiPath, isOfflineRead } from './offline-reads';

describe('isOfflineRead (issue 39: the API reads kept for offline reading)', () => {
  it.each([
    '/api/me',
    '/api/child/tasks',
    '/api/children',
    '/api/children/c1/goals',
    '/api/children/c1/stats',
    '/api/children/c1/achievements',
    '/api/children/c1/transactions',
    '/api/children/c1/allowance',
    '/api/pauses',
    '/api/notifications',
    '/api/parent/dashboard',
    '/api/submissions/pending',
    '/api/submissions/s1/photo',
    '/api/tasks',
  ])('keeps GET %s', (path) => {
    expect(isOfflineRead('GET', path, '/api')).toBe(true);
  });

  it.each([
    '/api/events',
    '/api/auth/get-session',
    '/api/auth-config',
    '/api/billing/subscription',
    '/api/family/export',
    '/api/dev/outbox',
    '/api/device/profiles',
    '/api/children/c1/goals/extra',
    '/me',
    '/remotes.json',
  ])('never keeps GET %s', (path) => {
    expect(isOfflineRead('GET', path, '/api')).toBe(false);
  });

  it('never keeps a write, even of a listed path', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']) {
      expect(isOfflineRead(method, '/api/tasks', '/api')).toBe(false);
    }
  });

  it('reads paths under another API base', () => {
    expect(apiPath('/bff/me', '/bff/')).toBe('/me');
    expect(isOfflineRead('GET', '/bff/parent/dashboard', '/bff')).toBe(true);
    expect(isOfflineRead('GET', '/api/parent/dashboard', '/bff')).toBe(false);
  });
});
