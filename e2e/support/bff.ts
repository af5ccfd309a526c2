import { spawn, spawnSync } from 'node:child_process';
import { createECDH } from 'node:crypto';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ALLOWANCE_PAY_HOUR, intlSaoPauloParts } from '@portal/domain';
import { appRoleUrl } from './database';
import { DIST, REPO_ROOT } from './paths';
import { E2E_PORTS, OIDC_ISSUER, SHELL_URL, STRIPE_EMULATOR_URL } from './ports';
import { EMULATOR_API_KEY, EMULATOR_WEBHOOK_SECRET } from './stripe-emulator';

/**
 * Name of the environment variable through which global setup hands the e2e database URL to the
 * test workers (they inherit global setup's environment). Unset when the BFF runs on PGlite.
 */
export const E2E_DATABASE_URL_VAR = 'MESADINHA_E2E_DATABASE_URL';
/** Environment variable carrying the e2e BFF's data folder to the workers (photo files). */
export const E2E_DATA_DIR_VAR = 'MESADINHA_E2E_DATA_DIR';

/** Client id/secret the BFF presents to the local OpenID provider (it accepts any). */
export const OIDC_CLIENT = { id: 'mesadinha-e2e', secret: 'mesadinha-e2e-secret' } as const;

/**
 * The BFF's environment in e2e: production mode (so better-auth's origin checks and rate limits
 * behave as deployed), the shell's origin as PUBLIC_APP_URL (plain http on localhost, allowed by
 * ALLOW_INSECURE_LOCALHOST), TRUST_PROXY as deployed behind the shell's proxy (which overwrites
 * X-Forwarded-For with the client's address), mail through the test SMTP server, Google
 * through the local provider and Stripe through the project's emulator (global setup starts it
 * first; a production BFF takes the emulator only with ALLOW_INSECURE_LOCALHOST, an http loopback
 * PUBLIC_APP_URL and a loopback STRIPE_API_URL, as here: issue 36). A Stripe key
 * of the developer's own environment never reaches the e2e BFF: the specs drive the emulator's
 * pages and control endpoints, which real Stripe does not have.
 */
/** The e2e BFF's VAPID pair (a production BFF without one sends no push, issue 39). */
const VAPID = (() => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const key = ecdh.getPrivateKey();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: Buffer.concat([Buffer.alloc(32 - key.length), key]).toString('base64url'),
  };
})();

function bffEnv(
  port: number,
  databaseUrl: string | undefined,
  dataDir: string,
  clockOffsetSeconds: number = paydayClockOffset(),
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_APP_URL: SHELL_URL,
    ALLOW_INSECURE_LOCALHOST: 'true',
    TRUST_PROXY: 'true',
    BETTER_AUTH_SECRET: 'e2e-secret-that-is-long-enough-for-better-auth-0123456789',
    LOG_LEVEL: 'warn',
    SMTP_URL: `smtp://127.0.0.1:${E2E_PORTS.smtp}`,
    GOOGLE_CLIENT_ID: OIDC_CLIENT.id,
    GOOGLE_CLIENT_SECRET: OIDC_CLIENT.secret,
    GOOGLE_DISCOVERY_URL: `${OIDC_ISSUER}/.well-known/openid-configuration`,
    STRIPE_SECRET_KEY: EMULATOR_API_KEY,
    STRIPE_WEBHOOK_SECRET: EMULATOR_WEBHOOK_SECRET,
    STRIPE_API_URL: STRIPE_EMULATOR_URL,
    CLOCK_OFFSET_SECONDS: String(clockOffsetSeconds),
    VAPID_SUBJECT: 'mailto:suporte@mesadinha.example',
    VAPID_PUBLIC_KEY: VAPID.publicKey,
    VAPID_PRIVATE_KEY: VAPID.privateKey,
  };
  delete env.STRIPE_PRICE_LOOKUP_KEYS;
  // The BFF migrates as the owner and serves as the app role (ADR 015).
  delete env.DATABASE_OWNER_URL;
  if (databaseUrl) {
    env.DATABASE_OWNER_URL = databaseUrl;
    env.DATABASE_URL = appRoleUrl(databaseUrl);
  } else delete env.DATABASE_URL;
  return env;
}

/**
 * Seconds that move the BFF's jobs clock to 08:05 São Paulo time today when it is earlier, else
 * 0: today's allowance payday is then due during the suite, whatever hour it runs at (the
 * allowance spec). The São Paulo day stays the browser's.
 */
export function paydayClockOffset(now: Date = new Date()): number {
  const { hour, minute, second } = intlSaoPauloParts(now);
  const seconds = hour * 3600 + minute * 60 + second;
  const target = ALLOWANCE_PAY_HOUR * 3600 + 5 * 60;
  return seconds < target ? target - seconds : 0;
}

/** A BFF process started from the production build. */
export interface RunningBff {
  url: string;
  /** Its DATA_DIR (proof photos live under `photos/`); removed on close. */
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Starts the BFF production build (`bff/dist/server.mjs`) on `port` and waits for its health
 * check. Several instances may share one PostgreSQL database (`databaseUrl`, as its owner:
 * the BFF migrates through it and connects as the app role). A production BFF
 * never seeds the demo family; `seedDemo` adds it first with the BFF's explicit seed command
 * (`pnpm --filter @portal/bff seed:demo`), as the specs sign in as the demo parent.
 * `clockOffsetSeconds` moves its jobs' and rules' clock (default: {@link paydayClockOffset}).
 */
export async function startBff(
  port: number,
  databaseUrl: string | undefined,
  options: { seedDemo?: boolean; clockOffsetSeconds?: number } = {},
): Promise<RunningBff> {
  await assertPortFree(port);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mesadinha-e2e-bff-'));
  const env = bffEnv(port, databaseUrl, dataDir, options.clockOffsetSeconds);
  if (options.seedDemo) {
    const seed = spawnSync(process.execPath, ['--import', 'tsx', 'src/db/seed/cli.ts'], {
      cwd: path.join(REPO_ROOT, 'bff'),
      env,
      encoding: 'utf8',
    });
    if (seed.status !== 0) {
      throw new Error(`seeding the demo family failed: ${seed.stderr || seed.stdout}`);
    }
  }
  const child = spawn(process.execPath, [DIST.bff], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealthy(`${url}/api/health`, 60_000, exited);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    url,
    dataDir,
    async close() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Refuses a port something already listens on: a BFF left over from an interrupted run would
 * answer the health check, and this run's requests, on another database (seen: 'no family of …').
 */
async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(
        new Error(
          `port ${port} is taken: stop what listens on it (an earlier run's BFF?) and run again`,
        ),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

async function waitForHealthy(url: string, timeoutMs: number, exited: Promise<void>) {
  let dead = false;
  void exited.then(() => (dead = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !dead) {
    const ok = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    dead ? `the BFF exited before ${url} answered` : `${url} did not become healthy in time`,
  );
}
