import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/tasks/manage?tab=1#x', '/tasks/manage?tab=1#x'],
    ['/parent/settings', '/parent/settings'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeRedirectPath(input, '/parent/dashboard')).toBe(expected);
  });

  it.each([
    null,
    '',
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'parent/dashboard',
  ])('falls back for %s', (input) => {
    expect(safeRedirectPath(input, '/parent/dashboard')).toBe('/parent/dashboard');
  });
});
