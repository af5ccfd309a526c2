import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('starts with no configuration: PGlite under bff/.data, loopback, port 8787', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 8787,
      HOST: '127.0.0.1',
      PUBLIC_APP_URL: 'http://localhost:3000',
      TRUST_PROXY: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toMatch(/[\\/]bff[\\/]\.data$/);
    expect(env.BETTER_AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(env.warnings.join('\n')).toContain('BETTER_AUTH_SECRET');
  });

  it('lists every bad variable in one error', () => {
    expect(() =>
      loadEnv({
        PORT: 'oito',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        NODE_ENV: 'production',
      }),
    ).toThrow(EnvError);
    try {
      loadEnv({
        PORT: 'oito',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        NODE_ENV: 'production',
      });
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'BETTER_AUTH_SECRET']) {
        expect(message).toContain(name);
      }
    }
  });

  it('requires BETTER_AUTH_SECRET in production and accepts it when given', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/BETTER_AUTH_SECRET/);
    const env = loadEnv({
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'x'.repeat(40),
      TRUST_PROXY: 'true',
    });
    expect(env.warnings).toEqual([]);
    expect(env.TRUST_PROXY).toBe(true);
  });

  it('treats empty strings as unset', () => {
    const env = loadEnv({ DATABASE_URL: '', SMTP_URL: '' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('checks the mail and social settings', () => {
    expect(() => loadEnv({ SMTP_URL: 'http://mail', GOOGLE_DISCOVERY_URL: 'not a url' })).toThrow(
      /SMTP_URL[\s\S]*GOOGLE_DISCOVERY_URL|GOOGLE_DISCOVERY_URL[\s\S]*SMTP_URL/,
    );
    const env = loadEnv({
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'Mesadinha <oi@example.com>',
      GOOGLE_DISCOVERY_URL: 'http://localhost:4011/.well-known/openid-configuration',
    });
    expect(env).toMatchObject({
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'Mesadinha <oi@example.com>',
      GOOGLE_DISCOVERY_URL: 'http://localhost:4011/.well-known/openid-configuration',
    });
  });
});
