// Checks of the deploy recipe (ADR 039), with node:test: `node --test scripts/deploy.test.mjs`.
// 1. deploy/compose.yaml is valid for docker-compose and has the services the ADR names.
// 2. The Caddyfiles are valid for Caddy.
// 3. `pnpm start:cluster` (over the existing builds) serves the portal through Caddy: the API
//    balanced over two BFF processes, server-sent events streamed, the static cache headers,
//    over-limit bodies answered with the BFF's 413, and the API still answering after one BFF
//    process is killed; it hands a database that a superuser migrated over to an owner role
//    that is no superuser, which migrates from then on.
// 4. The compose recipe's database roles (deploy/postgres/10-roles.sh) and the BFF image's
//    entrypoint, run here against PostgreSQL: the migrations run as an owner that is no
//    superuser (issue 36), and the BFF services never get the superuser's password.
// 5. The security headers of the Caddy and nginx recipes are those of
//    @portal/server-kit/security-headers, which the BFF and the static server send (issue 37),
//    and nginx's body limit is the Node servers' drain bound; nginx validates its recipe.
// A check whose tool is missing here (docker-compose, caddy, nginx, the builds) is skipped,
// saying why.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DRAIN_LIMIT_BYTES } from '@portal/server-kit/early-answers';
import { pageCsp, securityHeaders } from '@portal/server-kit/security-headers';
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
const psql = has('psql', ['--version']);
const nginx = has('nginx', ['-v']);
/** The local PostgreSQL of these machines (trust auth), as its superuser. */
const ADMIN = 'postgres://postgres@127.0.0.1:5432';

/**
 * Runs SQL as the local superuser in `database` through the BFF's client (the root package has
 * no PostgreSQL client) and returns the rows of its last statement.
 */
function adminQuery(statement, database = 'postgres') {
  const script = `import postgres from 'postgres';
    const sql = postgres(process.env.URL, { max: 1, onnotice: () => {} });
    const rows = await sql.unsafe(process.env.STATEMENT); await sql.end();
    console.log(JSON.stringify(rows));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: path.join(ROOT, 'bff'),
    env: { ...process.env, URL: `${ADMIN}/${database}`, STATEMENT: statement },
    encoding: 'utf8',
  });
  assert.equal(result.status, 0, result.stderr);
  return JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '[]');
}

/** The time the migrator records for the migration whose tag starts with `prefix`. */
function migrationTime(prefix) {
  const journal = JSON.parse(
    readFileSync(path.join(ROOT, 'bff/src/db/migrations/meta/_journal.json'), 'utf8'),
  );
  const entry = journal.entries.find((candidate) => candidate.tag.startsWith(prefix));
  assert.ok(entry, `no migration ${prefix}`);
  return entry.when;
}

/** Who owns the ledger and the erasure function of `database`, and whether it is a superuser. */
function ownership(database) {
  return adminQuery(
    `select r.rolname as owner, r.rolsuper as superuser,
       (select pg_get_userbyid(p.proowner) from pg_proc p where p.proname = 'erase_children')
         as function_owner,
       (select pg_get_function_identity_arguments(p.oid) from pg_proc p
         where p.proname = 'erase_children') as function_args
     from pg_class c join pg_roles r on r.oid = c.relowner
     where c.relname = 'transactions' and c.relnamespace = 'public'::regnamespace`,
    database,
  )[0];
}

/** Lines of one service in the output of `compose config`. */
function serviceBlock(config, name) {
  return new RegExp(`^  ${name}:\\n((?: {4}.*\\n|\\n)*)`, 'm').exec(config)?.[1] ?? '';
}

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

    it('migrates as the owner role, never with the postgres superuser password (issue 36)', () => {
      const config = compose(['config']).stdout;
      for (const name of ['migrate', 'bff-1', 'bff-2']) {
        const block = serviceBlock(config, name);
        assert.match(block, /- source: owner_db_password/, name);
        assert.match(block, /- source: bff_db_password/, name);
        assert.doesNotMatch(block, /postgres_password/, name);
      }
      assert.match(serviceBlock(config, 'postgres'), /- source: owner_db_password/);
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

    before(async () => {
      // A database as start:cluster left it before issue 36: migrated by the superuser.
      adminQuery(`create database "${database}"`);
      const migrated = spawnSync(process.execPath, ['bff/dist/server.mjs', '--migrate-only'], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: `${ADMIN}/${database}`, LOG_LEVEL: 'warn' },
        encoding: 'utf8',
      });
      assert.equal(migrated.status, 0, migrated.stderr);
      assert.equal(ownership(database).superuser, true);
      // As before migration 0015: the one-argument erase_children, owned by the superuser. The
      // owner must be able to replace it once the database is handed over. The migrator applies
      // what is newer than its last row, so 0015 and every later one run again (they must be
      // re-runnable).
      adminQuery(
        `drop function erase_children(text, uuid[]);
         create function erase_children(child_ids uuid[]) returns integer
           language sql security definer as 'select 0';
         delete from drizzle.__drizzle_migrations where created_at >= ${migrationTime('0015_')}`,
        database,
      );
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
      adminQuery(`drop database if exists "${database}" with (force)`);
      adminQuery(`drop role if exists "${database}_owner"`);
      adminQuery(`drop role if exists "${database}_bff"`);
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('hands the database over to an owner that is no superuser, which migrates it (issue 36)', () => {
      assert.deepEqual(ownership(database), {
        owner: `${database}_owner`,
        superuser: false,
        function_owner: `${database}_owner`,
        function_args: 'family text, child_ids uuid[]',
      });
      const [app] = adminQuery(
        `select rolsuper as superuser, pg_has_role(rolname, 'mesadinha_app', 'member') as member
         from pg_roles where rolname = '${database}_bff'`,
      );
      assert.deepEqual(app, { superuser: false, member: true });
      assert.match(output, new RegExp(`migrated by ${database}_owner \\(no superuser\\)`));
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

      // The service worker is checked for updates on every navigation (issue 39, ADR 068).
      const worker = await fetch(`${base}/sw.js`);
      assert.equal(worker.status, 200);
      assert.match(worker.headers.get('content-type'), /javascript/);
      assert.equal(worker.headers.get('cache-control'), 'no-cache');
      const manifest = await fetch(`${base}/manifest.webmanifest`);
      assert.equal(manifest.status, 200);
      assert.match(manifest.headers.get('content-type'), /^application\/manifest\+json/);
      assert.equal((await manifest.json()).name, 'Mesadinha');
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

    it("answers over-limit bodies through Caddy with the BFF's 413 in pt-BR (issue 37)", async () => {
      const ids = JSON.stringify({
        submissionIds: Array.from({ length: 70_000 }, () => randomUUID()),
      });
      const photo = () => {
        const form = new FormData();
        form.set('photo', new File([new Uint8Array(6 * 1024 * 1024)], 'foto.jpg'));
        return form;
      };
      const answers = await Promise.all(
        Array.from({ length: 10 }, async (_, index) => {
          const res =
            index % 2 === 0
              ? await fetch(`${base}/api/submissions/bulk-approve`, {
                  method: 'POST',
                  headers: { 'content-type': 'application/json', origin: base, cookie },
                  body: ids,
                })
              : await fetch(`${base}/api/tasks/${randomUUID()}/complete`, {
                  method: 'POST',
                  headers: { origin: base, cookie },
                  body: photo(),
                });
          return { status: res.status, ...(await res.json()) };
        }),
      );
      for (const [index, answer] of answers.entries()) {
        assert.equal(answer.status, 413, JSON.stringify(answer));
        assert.equal(answer.code, index % 2 === 0 ? 'payload_too_large' : 'PHOTO_TOO_LARGE');
        assert.match(answer.message, index % 2 === 0 ? /grande demais/ : /A foto/);
      }
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

describe(
  'deploy/postgres/10-roles.sh and deploy/bff-entrypoint.sh',
  {
    skip:
      (!psql && 'psql is not installed') || (!bffBuilt && 'the BFF build is missing (pnpm build)'),
    timeout: 120_000,
  },
  () => {
    const database = `mesadinha_roles_test_${process.pid}`;
    const owner = `${database}_owner`;
    const bff = `${database}_bff`;
    const secrets = mkdtempSync(path.join(tmpdir(), 'mesadinha-secrets-'));
    /** The compose recipe's variables for both scripts, on this machine's PostgreSQL. */
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      SECRETS_DIR: secrets,
      OWNER_DB_USER: owner,
      BFF_DB_USER: bff,
      LOG_LEVEL: 'warn',
    };

    before(() => {
      for (const name of ['owner_db_password', 'bff_db_password']) {
        writeFileSync(path.join(secrets, name), randomBytes(12).toString('hex'));
      }
      // What the postgres image does before its init scripts: the database, the superuser's.
      adminQuery(`create database "${database}"`);
    });

    after(() => {
      adminQuery(`drop database if exists "${database}" with (force)`);
      adminQuery(`drop role if exists "${owner}"`);
      adminQuery(`drop role if exists "${bff}"`);
      rmSync(secrets, { recursive: true, force: true });
    });

    it('makes an owner that is no superuser, and the BFF image migrates as it', () => {
      const roles = () =>
        spawnSync('sh', ['deploy/postgres/10-roles.sh'], {
          cwd: ROOT,
          encoding: 'utf8',
          env: {
            ...env,
            POSTGRES_USER: 'postgres',
            POSTGRES_DB: database,
            PGHOST: '127.0.0.1',
            PGPORT: '5432',
          },
        });
      const first = roles();
      assert.equal(first.status, 0, first.stderr);
      const again = roles();
      assert.equal(again.status, 0, `runs again without failing: ${again.stderr}`);
      const [role] = adminQuery(
        `select rolsuper as superuser, rolcreaterole as createrole, rolcreatedb as createdb
         from pg_roles where rolname = '${owner}'`,
      );
      assert.deepEqual(role, { superuser: false, createrole: false, createdb: false });

      // The migrate service: the entrypoint builds both URLs from the secrets.
      const migrate = spawnSync(
        'sh',
        ['deploy/bff-entrypoint.sh', process.execPath, 'bff/dist/server.mjs', '--migrate-only'],
        { cwd: ROOT, encoding: 'utf8', env: { ...env, DB_HOST: '127.0.0.1', DB_NAME: database } },
      );
      assert.equal(migrate.status, 0, migrate.stderr);
      assert.deepEqual(ownership(database), {
        owner,
        superuser: false,
        function_owner: owner,
        function_args: 'family text, child_ids uuid[]',
      });
      const [login] = adminQuery(
        `select rolsuper as superuser, pg_has_role(rolname, 'mesadinha_app', 'member') as member
         from pg_roles where rolname = '${bff}'`,
      );
      assert.deepEqual(login, { superuser: false, member: true });
    });
  },
);

/** The names of the headers the module decides, lower-case. */
const SECURITY_HEADER_NAMES = Object.keys(securityHeaders({ csp: 'any', hsts: true }));

/** Only the security headers of `headers` (name → value, any case). */
function securityOnly(headers) {
  return Object.fromEntries(
    Object.entries(headers)
      .map(([name, value]) => [name.toLowerCase(), value])
      .filter(([name]) => SECURITY_HEADER_NAMES.includes(name)),
  );
}

/**
 * The headers a Caddyfile sets on every answer: `header Name value` lines and `header { … }`
 * blocks, its own and those of the files it imports (not the `@matcher` ones: cache rules).
 */
function caddyHeaders(file) {
  const text = readFileSync(path.join(ROOT, 'deploy/caddy', file), 'utf8');
  const imported = [...text.matchAll(/^\s*import\s+(\S+\.caddy)\s*$/gm)].map(([, name]) =>
    caddyHeaders(name),
  );
  const value = (quoted, bare) => quoted ?? bare.trim();
  const lines = [...text.matchAll(/^\s*header\s+([A-Za-z][\w-]*)\s+(?:"([^"]*)"|(.+))$/gm)];
  const blocks = [...text.matchAll(/^\s*header\s*\{([^}]*)\}/gm)].flatMap(([, body]) => [
    ...body.matchAll(/^\s*([A-Za-z][\w-]*)\s+(?:"([^"]*)"|(.+))$/gm),
  ]);
  return Object.assign(
    {},
    ...imported,
    Object.fromEntries(
      [...blocks, ...lines].map(([, name, quoted, bare]) => [name, value(quoted, bare)]),
    ),
  );
}

/** nginx's configuration as nested blocks of directives (a test's parser: quotes, braces, `;`). */
function parseNginx(text) {
  const root = { args: [], directives: [], blocks: [] };
  const stack = [root];
  let words = [];
  for (const [token] of text.replace(/^\s*#.*$/gm, '').matchAll(/"[^"]*"|[{};]|[^\s{};"]+/g)) {
    if (token === '{') {
      const block = { args: words, directives: [], blocks: [] };
      stack.at(-1).blocks.push(block);
      stack.push(block);
      words = [];
    } else if (token === '}') {
      stack.pop();
    } else if (token === ';') {
      stack.at(-1).directives.push(words);
      words = [];
    } else {
      words.push(token.replace(/^"(.*)"$/s, '$1'));
    }
  }
  return root;
}

describe('security headers of the deploy recipes (issue 37)', () => {
  it("the Caddy images send the module's headers; the shell's policy names REMOTE_ORIGINS", () => {
    assert.deepEqual(
      securityOnly(caddyHeaders('shell.Caddyfile')),
      securityHeaders({ csp: pageCsp(['{$REMOTE_ORIGINS:}']), hsts: true }),
    );
    assert.deepEqual(
      securityOnly(caddyHeaders('remote.Caddyfile')),
      securityHeaders({ hsts: true }),
    );
  });

  const recipe = readFileSync(path.join(ROOT, 'deploy/nginx/mesadinha.conf'), 'utf8');
  const server = parseNginx(recipe).blocks.find((block) => block.args[0] === 'server');

  it("nginx sends the module's headers on every static answer, and none of them on the API's", () => {
    const headers = Object.fromEntries(
      server.directives
        .filter(([name]) => name === 'add_header')
        .map(([, key, value]) => [key, value]),
    );
    assert.deepEqual(
      securityOnly(headers),
      securityHeaders({ csp: pageCsp(['$remotes']), hsts: true }),
    );
    // nginx drops the server's add_header lines in a location that has one of its own.
    for (const location of server.blocks) {
      const own = location.directives.some(([name]) => name === 'add_header');
      assert.equal(own, location.args.join(' ') === 'location /api/', location.args.join(' '));
    }
  });

  it('nginx lets through every body the Node servers would read after a 413', () => {
    const [, size] = server.directives.find(([name]) => name === 'client_max_body_size');
    assert.equal(size, `${DRAIN_LIMIT_BYTES / 1024 / 1024}m`);
  });

  it('nginx accepts the recipe', { skip: !nginx && 'nginx is not installed' }, () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mesadinha-nginx-'));
    try {
      const certificate = spawnSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=mesadinha.example',
          '-keyout',
          path.join(dir, 'key.pem'),
          '-out',
          path.join(dir, 'cert.pem'),
        ],
        { encoding: 'utf8' },
      );
      assert.equal(certificate.status, 0, certificate.stderr);
      // The recipe goes in nginx's http context; the certificate is the runbook's to provide.
      const site = recipe.replace(
        /^\s*# ssl_certificate .*$/m,
        `ssl_certificate ${dir}/cert.pem; ssl_certificate_key ${dir}/key.pem;`,
      );
      writeFileSync(
        path.join(dir, 'nginx.conf'),
        `pid ${dir}/nginx.pid; error_log ${dir}/error.log;
         include /etc/nginx/modules-enabled/*.conf;
         events {}
         http {
           include /etc/nginx/mime.types;
           access_log off;
           client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;
           fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
           ${site}
         }`,
      );
      const check = spawnSync('nginx', ['-t', '-c', path.join(dir, 'nginx.conf')], {
        encoding: 'utf8',
      });
      assert.equal(check.status, 0, check.stderr);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
