// Checks of the deploy recipe (ADR 039), with node:test: `node --test scripts/deploy.test.mjs`.
// 1. deploy/compose.yaml is valid for docker-compose and has the services the ADR names.
// 2. The Caddyfiles are valid for Caddy.
// 3. `pnpm start:cluster` (over the existing builds) serves the portal through Caddy: the API
//    balanced over two BFF processes, server-sent events streamed, the static cache headers,
//    and the API still answering after one BFF process is killed.
// A check whose tool is missing here (docker-compose, caddy, the builds) is skipped, saying why.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ROOT } from './lib/processes.mjs';

const has = (command, args = ['version']) => spawnSync(command, args).status === 0;
const composeCommand = has('docker-compose')
  ? ['docker-compose']
  : has('docker', ['compose', 'version'])
    ? ['docker', 'compose']
    : null;
const caddy = has('caddy');
const built = ['shell', 'parent-app', 'child-app'].every((app) =>
  existsSync(path.join(ROOT, app, 'dist/mf-manifest.json')),
);
const bffBuilt = existsSync(path.join(ROOT, 'bff/dist/server.mjs'));

describe(
  'deploy/compose.yaml',
  { skip: !composeCommand && 'docker-compose is not installed' },
  () => {
    /** `compose -f deploy/compose.yaml <args>`, with the variables the file requires. */
    function compose(args) {
      const [command, ...prefix] = composeCommand;
      return spawnSync(command, [...prefix, '-f', 'deploy/compose.yaml', ...args], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, PUBLIC_APP_URL: 'https://mesadinha.example' },
      });
    }

    it('is valid and has the database, the migration job, two BFFs, the three apps and the proxy', () => {
      const check = compose(['config', '--quiet']);
      assert.equal(check.status, 0, check.stderr);
      const services = compose(['config', '--services']).stdout.trim().split('\n').sort();
      assert.deepEqual(services, [
        'bff-1',
        'bff-2',
        'child-app',
        'migrate',
        'parent-app',
        'postgres',
        'proxy',
        'shell',
      ]);
    });

    it('mounts the one photo volume in both BFFs and remotes.json in the proxy', () => {
      const config = compose(['config']).stdout;
      assert.equal(config.match(/- photos:\/data/g)?.length, 2, config);
      assert.match(config, /\/deploy\/config:\/etc\/mesadinha:ro/);
    });

    it('refuses to render without PUBLIC_APP_URL', () => {
      const [command, ...prefix] = composeCommand;
      const env = { ...process.env };
      delete env.PUBLIC_APP_URL;
      const result = spawnSync(command, [...prefix, '-f', 'deploy/compose.yaml', 'config', '-q'], {
        cwd: ROOT,
        encoding: 'utf8',
        env,
      });
      assert.notEqual(result.status, 0);
      assert.match(result.stderr, /PUBLIC_APP_URL/);
    });
  },
);

describe('deploy/caddy', { skip: !caddy && 'caddy is not installed' }, () => {
  const env = {
    ...process.env,
    BFF_UPSTREAMS: '127.0.0.1:1 127.0.0.1:2',
    SHELL_UPSTREAM: '127.0.0.1:3',
    PARENT_UPSTREAM: '127.0.0.1:4',
    CHILD_UPSTREAM: '127.0.0.1:5',
  };
  for (const file of readdirSync(path.join(ROOT, 'deploy/caddy')).filter((name) =>
    name.endsWith('Caddyfile'),
  )) {
    it(`${file} is valid`, () => {
      const result = spawnSync(
        'caddy',
        ['validate', '--config', `deploy/caddy/${file}`, '--adapter', 'caddyfile'],
        { cwd: ROOT, encoding: 'utf8', env },
      );
      assert.equal(result.status, 0, result.stderr);
    });
  }
});

describe(
  'pnpm start:cluster',
  {
    skip:
      (!caddy && 'caddy is not installed') ||
      ((!built || !bffBuilt) && 'the builds are missing (pnpm build)'),
    timeout: 240_000,
  },
  () => {
    const port = 19080;
    const base = `http://localhost:${port}`;
    const database = `mesadinha_cluster_test_${process.pid}`;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mesadinha-cluster-test-'));
    let cluster;
    let output = '';
    let cookie = '';

    /** Runs SQL as the local superuser through the BFF's client (Node built-ins only here). */
    function adminSql(statement) {
      const script = `import postgres from 'postgres';
        const sql = postgres('postgres://postgres@127.0.0.1:5432/postgres', { max: 1, onnotice: () => {} });
        await sql.unsafe(process.env.STATEMENT); await sql.end();`;
      spawnSync(process.execPath, ['--input-type=module', '-e', script], {
        cwd: path.join(ROOT, 'bff'),
        env: { ...process.env, STATEMENT: statement },
      });
    }

    before(async () => {
      cluster = spawn(
        process.execPath,
        ['scripts/start-cluster.mjs', '--no-build', '--no-stripe'],
        {
          cwd: ROOT,
          env: {
            ...process.env,
            CLUSTER_PORT: String(port),
            CLUSTER_DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}`,
            CLUSTER_DATA_DIR: dataDir,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      cluster.stdout.on('data', (chunk) => (output += chunk));
      cluster.stderr.on('data', (chunk) => (output += chunk));
      const deadline = Date.now() + 180_000;
      while (!output.includes(`está no ar: ${base}`)) {
        if (cluster.exitCode !== null) throw new Error(`start:cluster exited:\n${output}`);
        if (Date.now() > deadline) throw new Error(`start:cluster did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    });

    after(async () => {
      if (cluster && cluster.exitCode === null) {
        const exited = new Promise((resolve) => cluster.once('exit', resolve));
        cluster.kill('SIGTERM');
        await exited;
      }
      adminSql(`drop database if exists "${database}" with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('serves the shell, remotes.json and the remotes with their cache rules', async () => {
      const page = await fetch(`${base}/tarefas`);
      assert.equal(page.status, 200);
      assert.match(page.headers.get('content-type'), /^text\/html/);
      assert.equal(page.headers.get('cache-control'), 'no-cache');
      assert.match(page.headers.get('content-security-policy'), /script-src 'self'/);

      const remotes = await fetch(`${base}/remotes.json`);
      assert.equal(remotes.status, 200);
      assert.equal(remotes.headers.get('cache-control'), 'no-cache');
      assert.deepEqual(
        await remotes.json(),
        JSON.parse(readFileSync(path.join(ROOT, 'deploy/config/remotes.json'), 'utf8')),
      );

      for (const remote of ['parent', 'child']) {
        const manifest = await fetch(`${base}/remotes/${remote}/mf-manifest.json`);
        assert.equal(manifest.status, 200, remote);
        assert.equal(manifest.headers.get('cache-control'), 'no-cache');
      }
      const html = await (await fetch(`${base}/`)).text();
      const asset = /src="(\/[^"]+\.[0-9a-f]{8,}\.js)"/.exec(html)?.[1];
      assert.ok(asset, `a hashed script in the shell's page:\n${html}`);
      const script = await fetch(`${base}${asset}`);
      assert.equal(script.status, 200);
      assert.equal(script.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    });

    it('balances the API over both BFFs, one session valid on both, events streamed', async () => {
      const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ email: 'demo@mesadinha.app', password: 'demo1234' }),
      });
      assert.equal(signIn.status, 200, await signIn.clone().text());
      cookie = signIn.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
      const before = output.length;
      for (let i = 0; i < 6; i += 1) {
        const res = await fetch(`${base}/api/children`, { headers: { cookie } });
        assert.equal(res.status, 200);
        await res.arrayBuffer();
      }
      const served = output.slice(before);
      for (const name of ['bff-1', 'bff-2']) {
        assert.match(served, new RegExp(`\\[${name}\\].*"path":"/api/children"`), name);
      }

      const events = await fetch(`${base}/api/events`, { headers: { cookie } });
      assert.equal(events.status, 200);
      const reader = events.body.getReader();
      let text = '';
      while (!text.includes(': connected')) {
        const { value, done } = await reader.read();
        assert.ok(!done, 'the stream ended before its first comment');
        text += new TextDecoder().decode(value);
      }
      await reader.cancel();
    });

    it('keeps answering when one BFF process is killed', async () => {
      const pid = /bff-1 http:\/\/\S+ \(pid (\d+)\)/.exec(output)?.[1];
      assert.ok(pid, `the banner names bff-1's pid:\n${output}`);
      process.kill(Number(pid), 'SIGKILL');
      const statuses = [];
      for (let i = 0; i < 6; i += 1) {
        const res = await fetch(`${base}/api/children`, { headers: { cookie } });
        statuses.push(res.status);
        await res.arrayBuffer();
      }
      assert.deepEqual(statuses, [200, 200, 200, 200, 200, 200]);
    });
  },
);
