import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { describe, expect, inject, it } from 'vitest';
import { DEV_AUTH_SECRET } from './env';
import { useEmptyDatabase } from './test/test-db';

/*
 * Must-show 1 of issue 9: the real entry point (`src/server.ts` under tsx, as `pnpm dev` runs
 * it; the build bundles the same code) started with NODE_ENV=production.
 */

const BFF_ROOT = fileURLToPath(new URL('..', import.meta.url));
const PUBLIC_APP_URL = 'https://mesadinha.example';
const GOOD_SECRET = randomBytes(32).toString('base64url');

interface Exit {
  code: number | null;
  stderr: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts `src/server.ts` with exactly `env` (plus PATH); returns the process and its exit. */
function startServer(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mesadinha-prod-test-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: BFF_ROOT,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.resume();
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, stderr });
    }),
  );
  return { child, exited };
}

describe.runIf(inject('postgresAvailable'))(
  'NODE_ENV=production (real server process)',
  { timeout: 60_000 },
  () => {
    const database = useEmptyDatabase('prod');

    const production = (extra: Record<string, string>) => ({
      NODE_ENV: 'production',
      PUBLIC_APP_URL,
      DATABASE_URL: database.url,
      // Never dialled here: no test below sends mail.
      SMTP_URL: 'smtp://127.0.0.1:9',
      // Never dialled either: these tests make no billing call.
      STRIPE_SECRET_KEY: 'sk_test_production_test',
      STRIPE_WEBHOOK_SECRET: 'whsec_production_test',
      ...extra,
    });

    /** The lines the process printed before exiting, without blank ones. */
    const linesOf = (exit: Exit) => exit.stderr.split('\n').filter((line) => line.trim() !== '');

    it('refuses to start without a secret: exit 1 and one line naming BETTER_AUTH_SECRET', async () => {
      const exit = await startServer(production({})).exited;
      expect(exit.code).toBe(1);
      const problems = linesOf(exit).filter((line) => line.startsWith('  - '));
      expect(problems).toEqual([
        '  - BETTER_AUTH_SECRET: is required in production (at least 32 random characters)',
      ]);
    });

    it('refuses the development secret, and a short one', async () => {
      const dev = await startServer(production({ BETTER_AUTH_SECRET: DEV_AUTH_SECRET })).exited;
      expect(dev.code).toBe(1);
      expect(linesOf(dev).filter((line) => line.startsWith('  - '))).toEqual([
        '  - BETTER_AUTH_SECRET: is the public development secret; set a random one in production',
      ]);
      const short = await startServer(production({ BETTER_AUTH_SECRET: 'curto-demais' })).exited;
      expect(short.code).toBe(1);
      const lines = linesOf(short).filter((line) => line.startsWith('  - '));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/BETTER_AUTH_SECRET: .*32/);
    });

    it('refuses to start without SMTP_URL: the outbox is for development only', async () => {
      const exit = await startServer(production({ BETTER_AUTH_SECRET: GOOD_SECRET, SMTP_URL: '' }))
        .exited;
      expect(exit.code).toBe(1);
      expect(linesOf(exit).filter((line) => line.startsWith('  - '))).toEqual([
        '  - SMTP_URL: is required in production (smtp:// or smtps://; the e-mail outbox is for development only)',
      ]);
    });

    it('refuses an http PUBLIC_APP_URL unless it is localhost with ALLOW_INSECURE_LOCALHOST', async () => {
      const exit = await startServer(
        production({ BETTER_AUTH_SECRET: GOOD_SECRET, PUBLIC_APP_URL: 'http://localhost:3000' }),
      ).exited;
      expect(exit.code).toBe(1);
      const lines = linesOf(exit).filter((line) => line.startsWith('  - '));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^ {2}- PUBLIC_APP_URL: must be https.*ALLOW_INSECURE_LOCALHOST/);
    });

    it('with a good secret on an empty database: healthy, no demo family, no /api/dev, safe headers', async () => {
      const port = await freePort();
      const server = startServer(
        production({ BETTER_AUTH_SECRET: GOOD_SECRET, PORT: String(port), HOST: '127.0.0.1' }),
      );
      const base = `http://127.0.0.1:${port}`;
      try {
        let health: Response | undefined;
        let dead = false;
        void server.exited.then(() => (dead = true));
        // Wait for the process to answer (or to die, which fails below with its output).
        while (!health && !dead) {
          health = await fetch(`${base}/api/health`).catch(() => undefined);
          if (!health) await new Promise((resolve) => setTimeout(resolve, 200));
        }
        expect(health, 'the server exited before answering').toBeDefined();
        expect(health!.status).toBe(200);
        expect(await health!.json()).toMatchObject({ status: 'ok' });

        const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: PUBLIC_APP_URL },
          body: JSON.stringify({ email: 'demo@mesadinha.app', password: 'demo1234' }),
        });
        expect(signIn.status).toBe(401);
        expect(signIn.headers.getSetCookie().join()).not.toContain('session_token');

        const outbox = await fetch(`${base}/api/dev/outbox`);
        expect(outbox.status).toBe(404);
        expect(await outbox.json()).toMatchObject({ code: 'not_found' });

        for (const res of [health!, signIn, outbox, await fetch(`${base}/api/docs`)]) {
          expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
          expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
          expect(res.headers.get('x-content-type-options')).toBe('nosniff');
          expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        }
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
      }
      // Nothing was seeded: the database has no user at all.
      const sql = postgres(database.url, { max: 1, onnotice: () => {} });
      try {
        const [row] = await sql<{ count: string }[]>`select count(*)::text as count from "user"`;
        expect(row?.count).toBe('0');
      } finally {
        await sql.end({ timeout: 1 });
      }
    });
  },
);
