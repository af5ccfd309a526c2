import { describe, expect, it } from 'vitest';
import { EMULATOR_API_KEY, EMULATOR_WEBHOOK_SECRET } from '@portal/stripe-emulator';
import {
  DEFAULT_PRICE_LOOKUP_KEYS,
  DEV_AUTH_SECRET,
  DEV_STRIPE_SECRET_KEY,
  DEV_STRIPE_WEBHOOK_SECRET,
  EnvError,
  loadEnv,
} from './env';

/** The message of the EnvError `source` raises (fails the test when it does not throw). */
function problemsOf(source: Record<string, string>): string[] {
  try {
    loadEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message.split('\n').slice(1);
  }
  throw new Error('expected loadEnv to throw');
}

const GOOD_SECRET = 'k'.repeat(48);
/** Stripe settings production requires (issue 13). */
const STRIPE = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

describe('Stripe settings (issue 13)', () => {
  it('outside production without a key: the emulator (key, secret, address), with a warning', () => {
    expect(DEV_STRIPE_SECRET_KEY).toBe(EMULATOR_API_KEY);
    expect(DEV_STRIPE_WEBHOOK_SECRET).toBe(EMULATOR_WEBHOOK_SECRET);
    const env = loadEnv({ NODE_ENV: 'development' });
    expect(env.STRIPE_SECRET_KEY).toBe(EMULATOR_API_KEY);
    expect(env.STRIPE_WEBHOOK_SECRET).toBe(EMULATOR_WEBHOOK_SECRET);
    expect(env.STRIPE_API_URL).toBe('http://127.0.0.1:12111');
    expect(env.STRIPE_PRICE_LOOKUP_KEYS).toEqual([...DEFAULT_PRICE_LOOKUP_KEYS]);
    expect(env.warnings.join('\n')).toContain('STRIPE_SECRET_KEY');
  });

  it('with a key and no STRIPE_API_URL: plain Stripe', () => {
    const env = loadEnv({ STRIPE_SECRET_KEY: 'sk_test_real', STRIPE_WEBHOOK_SECRET: 'whsec_r' });
    expect(env.STRIPE_API_URL).toBeUndefined();
    expect(env.STRIPE_SECRET_KEY).toBe('sk_test_real');
    expect(env.STRIPE_WEBHOOK_SECRET).toBe('whsec_r');
  });

  it('parses the lookup keys as a comma list', () => {
    const env = loadEnv({ STRIPE_PRICE_LOOKUP_KEYS: ' a, b ,,c ' });
    expect(env.STRIPE_PRICE_LOOKUP_KEYS).toEqual(['a', 'b', 'c']);
  });

  it('production: key and secret required, STRIPE_API_URL only with ALLOW_INSECURE_LOCALHOST', () => {
    const base = {
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: GOOD_SECRET,
      PUBLIC_APP_URL: 'https://mesadinha.example',
    };
    expect(problemsOf(base)).toEqual([
      '  - STRIPE_SECRET_KEY: is required in production (the Stripe API key)',
      '  - STRIPE_WEBHOOK_SECRET: is required in production (the signing secret of the webhook endpoint)',
    ]);
    const withUrl = problemsOf({ ...base, ...STRIPE, STRIPE_API_URL: 'http://127.0.0.1:4930' });
    expect(withUrl).toHaveLength(1);
    expect(withUrl[0]).toContain('STRIPE_API_URL');
    const e2e = loadEnv({
      ...base,
      ...STRIPE,
      PUBLIC_APP_URL: 'http://localhost:4000',
      ALLOW_INSECURE_LOCALHOST: 'true',
      STRIPE_API_URL: 'http://127.0.0.1:4930',
    });
    expect(e2e.STRIPE_API_URL).toBe('http://127.0.0.1:4930');
  });

  it("refuses the emulator's public key and secret in production, and a key without a secret", () => {
    const base = {
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: GOOD_SECRET,
      PUBLIC_APP_URL: 'https://mesadinha.example',
    };
    const published = {
      STRIPE_SECRET_KEY: DEV_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: DEV_STRIPE_WEBHOOK_SECRET,
    };
    const problems = problemsOf({ ...base, ...published });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('STRIPE_SECRET_KEY');
    expect(problems[1]).toContain('STRIPE_WEBHOOK_SECRET');
    // A production build on one machine (e2e) may use the emulator.
    const e2e = loadEnv({
      ...base,
      ...published,
      PUBLIC_APP_URL: 'http://localhost:4000',
      ALLOW_INSECURE_LOCALHOST: 'true',
      STRIPE_API_URL: 'http://127.0.0.1:4930',
    });
    expect(e2e.STRIPE_WEBHOOK_SECRET).toBe(DEV_STRIPE_WEBHOOK_SECRET);
    // Outside production, a real key must come with its webhook secret (not the emulator's).
    const keyOnly = problemsOf({ STRIPE_SECRET_KEY: 'sk_test_real' });
    expect(keyOnly).toHaveLength(1);
    expect(keyOnly[0]).toContain('STRIPE_WEBHOOK_SECRET');
  });
});

describe('ALLOW_INSECURE_LOCALHOST lifts the Stripe safeguards only on this machine (issue 36)', () => {
  const base = { NODE_ENV: 'production', BETTER_AUTH_SECRET: GOOD_SECRET };
  /** The emulator's published key and webhook secret, as the e2e suite passes them. */
  const emulator = {
    STRIPE_SECRET_KEY: DEV_STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: DEV_STRIPE_WEBHOOK_SECRET,
    ALLOW_INSECURE_LOCALHOST: 'true',
  };
  const variables = (problems: string[]) =>
    problems.map((line) => /^ {2}- ([A-Z_]+):/.exec(line)?.[1]);

  it('an https PUBLIC_APP_URL: the published key, secret and STRIPE_API_URL are refused', () => {
    const problems = problemsOf({
      ...base,
      ...emulator,
      PUBLIC_APP_URL: 'https://mesadinha.example',
      STRIPE_API_URL: 'http://127.0.0.1:4930',
    });
    expect(variables(problems)).toEqual([
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_API_URL',
    ]);
    expect(problems[1]).toContain('http loopback PUBLIC_APP_URL');
  });

  it('a STRIPE_API_URL that is not this machine: refused, even with an http loopback PUBLIC_APP_URL', () => {
    for (const stripeUrl of ['http://stripe-emulator.internal:12111', 'https://api.stripe.com']) {
      const problems = problemsOf({
        ...base,
        ...emulator,
        PUBLIC_APP_URL: 'http://localhost:4000',
        STRIPE_API_URL: stripeUrl,
      });
      expect(variables(problems)).toEqual([
        'STRIPE_SECRET_KEY',
        'STRIPE_WEBHOOK_SECRET',
        'STRIPE_API_URL',
      ]);
    }
    // Without STRIPE_API_URL the SDK talks to Stripe: the published secret would still sign
    // webhooks that this BFF accepts.
    expect(
      variables(problemsOf({ ...base, ...emulator, PUBLIC_APP_URL: 'http://localhost:4000' })),
    ).toEqual(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);
  });

  it('the e2e setup (http://localhost, the emulator on 127.0.0.1) still starts', () => {
    for (const stripeUrl of ['http://127.0.0.1:4930', 'http://localhost:12111']) {
      const env = loadEnv({
        ...base,
        ...emulator,
        PUBLIC_APP_URL: 'http://localhost:4000',
        STRIPE_API_URL: stripeUrl,
      });
      expect(env.STRIPE_WEBHOOK_SECRET).toBe(DEV_STRIPE_WEBHOOK_SECRET);
    }
  });
});

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

  it('JOBS_WORKER is on unless set off; another value is refused, naming it (ADR 063)', () => {
    expect(loadEnv({}).JOBS_WORKER).toBe('on');
    expect(loadEnv({ JOBS_WORKER: 'off' }).JOBS_WORKER).toBe('off');
    expect(() => loadEnv({ JOBS_WORKER: 'false' })).toThrow(/JOBS_WORKER: must be on or off/);
  });

  it('CLOCK_OFFSET_SECONDS moves the clock only outside a real deploy (issue 38)', () => {
    expect(loadEnv({}).CLOCK_OFFSET_SECONDS).toBe(0);
    expect(loadEnv({ CLOCK_OFFSET_SECONDS: '3600' }).CLOCK_OFFSET_SECONDS).toBe(3600);
    expect(() => loadEnv({ CLOCK_OFFSET_SECONDS: '1.5' })).toThrow(/CLOCK_OFFSET_SECONDS/);
    const deployed = {
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'x'.repeat(40),
      PUBLIC_APP_URL: 'https://mesadinha.example',
      ...STRIPE,
    };
    expect(() => loadEnv({ ...deployed, CLOCK_OFFSET_SECONDS: '3600' })).toThrow(
      /CLOCK_OFFSET_SECONDS: must be 0 in production/,
    );
    // With ALLOW_INSECURE_LOCALHOST but an https address: still refused.
    expect(() =>
      loadEnv({ ...deployed, ALLOW_INSECURE_LOCALHOST: 'true', CLOCK_OFFSET_SECONDS: '3600' }),
    ).toThrow(/CLOCK_OFFSET_SECONDS/);
    expect(loadEnv({ ...deployed, CLOCK_OFFSET_SECONDS: '0' }).CLOCK_OFFSET_SECONDS).toBe(0);
  });

  it('Web Push: both VAPID keys or neither; production refuses a subject without keys (issue 39)', () => {
    const keys = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'p'.repeat(43) };
    expect(loadEnv(keys).VAPID_PUBLIC_KEY).toBe(keys.VAPID_PUBLIC_KEY);
    expect(() => loadEnv({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(
      /set both keys of the pair, or neither/,
    );
    expect(() => loadEnv({ VAPID_PRIVATE_KEY: 'short' })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadEnv({ VAPID_SUBJECT: 'nobody' })).toThrow(/VAPID_SUBJECT: must start/);
    const deployed = {
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'x'.repeat(40),
      PUBLIC_APP_URL: 'https://mesadinha.example',
      ...STRIPE,
    };
    expect(() => loadEnv({ ...deployed, VAPID_SUBJECT: 'mailto:ops@mesadinha.app' })).toThrow(
      /push is configured \(VAPID_SUBJECT\) but its keys are missing/,
    );
    expect(
      loadEnv({ ...deployed, VAPID_SUBJECT: 'mailto:ops@mesadinha.app', ...keys }).VAPID_SUBJECT,
    ).toBe('mailto:ops@mesadinha.app');
    // Production without any of them: no push, and it starts.
    expect(loadEnv(deployed).VAPID_PUBLIC_KEY).toBeUndefined();
  });

  it('requires BETTER_AUTH_SECRET in production and accepts it when given', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/BETTER_AUTH_SECRET/);
    const env = loadEnv({
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'x'.repeat(40),
      PUBLIC_APP_URL: 'https://mesadinha.example',
      TRUST_PROXY: 'true',
      ...STRIPE,
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

  describe('production refuses unsafe settings, one line per problem naming the variable', () => {
    it('a missing, short or development secret', () => {
      const base = {
        NODE_ENV: 'production',
        PUBLIC_APP_URL: 'https://mesadinha.example',
        ...STRIPE,
      };
      expect(problemsOf(base)).toEqual([
        '  - BETTER_AUTH_SECRET: is required in production (at least 32 random characters)',
      ]);
      const short = problemsOf({ ...base, BETTER_AUTH_SECRET: 'curto' });
      expect(short).toHaveLength(1);
      expect(short[0]).toMatch(/^ {2}- BETTER_AUTH_SECRET: .*32/);
      expect(problemsOf({ ...base, BETTER_AUTH_SECRET: DEV_AUTH_SECRET })).toEqual([
        '  - BETTER_AUTH_SECRET: is the public development secret; set a random one in production',
      ]);
    });

    it('a PUBLIC_APP_URL that is not https; localhost only with ALLOW_INSECURE_LOCALHOST', () => {
      const base = { NODE_ENV: 'production', BETTER_AUTH_SECRET: GOOD_SECRET, ...STRIPE };
      expect(problemsOf(base)).toEqual([
        '  - PUBLIC_APP_URL: is required in production (the https address of the portal)',
      ]);
      expect(problemsOf({ ...base, PUBLIC_APP_URL: 'http://mesadinha.example' })).toEqual([
        '  - PUBLIC_APP_URL: must be https in production (got http://mesadinha.example)',
      ]);
      const local = problemsOf({ ...base, PUBLIC_APP_URL: 'http://localhost:4000' });
      expect(local).toHaveLength(1);
      expect(local[0]).toContain('ALLOW_INSECURE_LOCALHOST=true');
      // The flag allows loopback names only, never a real host over http.
      expect(
        problemsOf({
          ...base,
          PUBLIC_APP_URL: 'http://mesadinha.example',
          ALLOW_INSECURE_LOCALHOST: 'true',
        }),
      ).toHaveLength(1);
      for (const url of ['http://localhost:4000', 'http://127.0.0.1:3000']) {
        const env = loadEnv({ ...base, PUBLIC_APP_URL: url, ALLOW_INSECURE_LOCALHOST: 'true' });
        expect(env.ALLOW_INSECURE_LOCALHOST).toBe(true);
      }
    });

    it('lists both problems at once', () => {
      expect(
        problemsOf({ NODE_ENV: 'production', PUBLIC_APP_URL: 'http://x.example', ...STRIPE }),
      ).toEqual([
        '  - BETTER_AUTH_SECRET: is required in production (at least 32 random characters)',
        '  - PUBLIC_APP_URL: must be https in production (got http://x.example)',
      ]);
    });

    it('development and test stay permissive, as npm start needs', () => {
      expect(loadEnv({ NODE_ENV: 'development' }).BETTER_AUTH_SECRET).toBe(DEV_AUTH_SECRET);
      expect(loadEnv({ NODE_ENV: 'test', PUBLIC_APP_URL: 'http://localhost:4000' })).toBeTruthy();
    });
  });

  it('reads TRUSTED_ORIGINS as a list of origins', () => {
    expect(loadEnv({}).TRUSTED_ORIGINS).toEqual([]);
    expect(
      loadEnv({ TRUSTED_ORIGINS: 'http://localhost:3001/, http://localhost:3002/x' })
        .TRUSTED_ORIGINS,
    ).toEqual(['http://localhost:3001', 'http://localhost:3002']);
    expect(() => loadEnv({ TRUSTED_ORIGINS: 'not a url' })).toThrow(/TRUSTED_ORIGINS/);
  });
});
