import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('fills in the same-origin defaults', () => {
    expect(parseEnv({})).toEqual({
      PUBLIC_REMOTES_CONFIG_URL: '/remotes.json',
      PUBLIC_API_BASE_URL: '/api',
    });
  });

  it('takes the configured values', () => {
    expect(
      parseEnv({ PUBLIC_REMOTES_CONFIG_URL: '/config/remotes.json', PUBLIC_API_BASE_URL: '/bff' }),
    ).toEqual({ PUBLIC_REMOTES_CONFIG_URL: '/config/remotes.json', PUBLIC_API_BASE_URL: '/bff' });
  });

  it('lists every bad variable in one error', () => {
    const attempt = () => parseEnv({ PUBLIC_REMOTES_CONFIG_URL: '', PUBLIC_API_BASE_URL: 42 });
    expect(attempt).toThrow(/PUBLIC_REMOTES_CONFIG_URL: expected a non-empty string/);
    expect(attempt).toThrow(/PUBLIC_API_BASE_URL: expected a non-empty string/);
  });
});
