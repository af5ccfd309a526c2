// `pnpm start:cluster`: the portal as deploy/compose.yaml runs it, on this machine without
// containers (ADR 039): the migration job, then two BFF processes on one PostgreSQL database
// (`mesadinha_cluster`, created if missing) sharing one photo folder, the shell and both remotes
// as static builds, and Caddy in front with deploy/caddy/Caddyfile, the compose recipe's own
// file (only its upstream variables differ). Ctrl+C stops everything.
// Flags: --no-build reuses the existing builds; --no-stripe starts no Stripe emulator.
// Environment: CLUSTER_PORT (the proxy, default 8080; the others are numbered after it),
// CLUSTER_DATABASE_URL (an administrator's URL of the database, default
// postgres://postgres@127.0.0.1:5432/mesadinha_cluster), CLUSTER_DATA_DIR (the shared photo
// folder, default bff/.data/cluster).
// As in the compose recipe (issue 36), the migrations run as an owner role that is no
// superuser (`<database>_owner`) and the BFFs as a login in mesadinha_app (`<database>_bff`);
// the administrator's URL only creates them, the database, and hands an older database's
// objects over to the owner (deploy/postgres/hand-over-to-owner.sql).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, ensureInstalled, pnpm, run, startProcess, waitForUrl } from './lib/processes.mjs';
import { EMULATOR_DEFAULTS, startStripeEmulator, usesRealStripe } from './lib/stripe-emulator.mjs';

const base = Number(process.env.CLUSTER_PORT ?? 8080);
const PORTS = {
  proxy: base,
  shell: base + 1,
  parent: base + 2,
  child: base + 3,
  bffs: [base + 11, base + 12],
};
const ADMIN_URL =
  process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/mesadinha_cluster';
const DATA_DIR = path.resolve(process.env.CLUSTER_DATA_DIR ?? path.join(ROOT, 'bff/.data/cluster'));
const PUBLIC_URL = `http://localhost:${PORTS.proxy}`;
const BFF_ENTRY = path.join(ROOT, 'bff/dist/server.mjs');
const CADDYFILE = path.join(ROOT, 'deploy/caddy/Caddyfile');

if (spawnSync('caddy', ['version']).status !== 0) {
  console.error('Caddy is not installed: apt-get install -y caddy (Debian package, 2.6 or later).');
  process.exit(1);
}
ensureInstalled();
if (!process.argv.includes('--no-build')) {
  const apps = ['@portal/bff', '@portal/shell', '@portal/parent-app', '@portal/child-app'];
  const withStripe = process.argv.includes('--no-stripe') ? [] : ['@portal/stripe-emulator'];
  pnpm([
    '--workspace-concurrency=1',
    ...[...apps, ...withStripe].flatMap((name) => ['--filter', name]),
    'run',
    'build',
  ]);
}

// Imported once the workspace is installed: the static server runs on Hono (ADR 060).
const { startStaticServer } = await import('./lib/static-server.mjs');
const { ownerUrl: DATABASE_OWNER_URL, appUrl: DATABASE_URL } = prepareDatabase(ADMIN_URL);
mkdirSync(DATA_DIR, { recursive: true });

/** What every BFF instance gets (compose: the `x-bff-env` block). */
const bffEnv = {
  DATABASE_URL,
  DATABASE_OWNER_URL,
  DATA_DIR,
  PUBLIC_APP_URL: PUBLIC_URL,
  // Caddy overwrites X-Forwarded-For with the client's address (see the Caddyfile).
  TRUST_PROXY: 'true',
  HOST: '127.0.0.1',
  ...(usesRealStripe() ? {} : EMULATOR_DEFAULTS),
};
// The compose recipe's `migrate` job: a failing migration stops here, before any instance.
run(process.execPath, [BFF_ENTRY, '--migrate-only'], {
  label: 'migrate',
  env: { ...process.env, ...bffEnv },
});

const stripe =
  usesRealStripe() || process.argv.includes('--no-stripe')
    ? null
    : await startStripeEmulator({ bffOrigin: PUBLIC_URL });

// One after the other, as a rolling start would: the first seeds the demo family (outside
// production), the second finds it there.
const bffs = [];
for (const [index, port] of PORTS.bffs.entries()) {
  const bff = startProcess(`bff-${index + 1}`, process.execPath, [BFF_ENTRY], {
    env: { ...bffEnv, PORT: String(port) },
  });
  bffs.push(bff);
  bff.child.on('exit', (code, signal) => {
    // The cluster survives one instance: the proxy takes it out of rotation.
    console.error(`[bff-${index + 1}] exited (${code ?? signal}); the proxy sends to the other.`);
    if (bffs.every(({ child }) => child.exitCode !== null || child.signalCode !== null)) {
      void stop(1);
    }
  });
  await waitForUrl(`http://127.0.0.1:${port}/api/health`, 120_000);
}

const servers = await Promise.all([
  startStaticServer({
    root: path.join(ROOT, 'shell/dist'),
    port: PORTS.shell,
    spa: true,
    // Its policy names the remotes' origins from this file: here they are on the same origin.
    remotesConfigFile: path.join(ROOT, 'deploy/config/remotes.json'),
  }),
  startStaticServer({ root: path.join(ROOT, 'parent-app/dist'), port: PORTS.parent, cors: true }),
  startStaticServer({ root: path.join(ROOT, 'child-app/dist'), port: PORTS.child, cors: true }),
]);

const caddy = startProcess('caddy', 'caddy', ['run', '--config', CADDYFILE], {
  env: {
    SITE_ADDRESS: `http://:${PORTS.proxy}`,
    BIND_HOST: '127.0.0.1',
    BFF_UPSTREAMS: PORTS.bffs.map((port) => `127.0.0.1:${port}`).join(' '),
    SHELL_UPSTREAM: `127.0.0.1:${PORTS.shell}`,
    PARENT_UPSTREAM: `127.0.0.1:${PORTS.parent}`,
    CHILD_UPSTREAM: `127.0.0.1:${PORTS.child}`,
    REMOTES_JSON_DIR: path.join(ROOT, 'deploy/config'),
  },
});
caddy.child.on('exit', (code) => {
  console.error(`[caddy] exited with code ${code}; stopping the cluster.`);
  void stop(1);
});
stripe?.child.on('exit', (code) => {
  console.error(`[stripe] exited with code ${code}; stopping the cluster.`);
  void stop(1);
});

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  caddy.stop();
  for (const bff of bffs) bff.stop();
  stripe?.stop();
  await Promise.all(servers.map((server) => server.close()));
  process.exit(code);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

await waitForUrl(`http://127.0.0.1:${PORTS.proxy}/api/health`, 30_000);
console.log(`
  Mesadinha (cluster) está no ar: ${PUBLIC_URL}
    API             ${PORTS.bffs.map((port, i) => `bff-${i + 1} http://127.0.0.1:${port} (pid ${bffs[i].child.pid})`).join(' · ')}
    Banco           ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')}
    Fotos           ${DATA_DIR}
    Remotes         deploy/config/remotes.json (editar troca a versão, sem rebuild)
  Ctrl+C para parar.
`);

/**
 * Makes the cluster's database the way deploy/postgres/10-roles.sh makes the compose one, as
 * the administrator of `adminUrl` (through the BFF's own PostgreSQL client: the root package
 * has none): the roles `<database>_owner` (login, no superuser) and
 * `<database>_bff` (login in mesadinha_app), with a fresh random password each start; the
 * database, created for the owner if missing; then every object of an older database (created
 * by a superuser before issue 36) handed over to the owner. Returns the owner's URL (for the
 * migrations) and the app login's (for the BFFs).
 * @param {string} adminUrl
 */
function prepareDatabase(adminUrl) {
  const target = new URL(adminUrl);
  const name = decodeURIComponent(target.pathname.slice(1));
  const roles = { owner: `${name}_owner`, app: `${name}_bff` };
  const passwords = {
    owner: randomBytes(18).toString('hex'),
    app: randomBytes(18).toString('hex'),
  };
  const admin = new URL(adminUrl);
  admin.pathname = '/postgres';
  const script = `
    import postgres from 'postgres';
    const env = process.env;
    const roles = JSON.parse(env.ROLES);
    const passwords = JSON.parse(env.PASSWORDS);
    const server = postgres(env.ADMIN_URL, { max: 1, onnotice: () => {} });
    const q = (id) => '"' + id.replaceAll('"', '""') + '"';
    const lit = (text) => "'" + text.replaceAll("'", "''") + "'";
    const exists = async (role) =>
      (await server\`select 1 from pg_roles where rolname = \${role}\`).length > 0;
    if (!(await exists('mesadinha_app'))) await server.unsafe('create role mesadinha_app nologin');
    if (!(await exists(roles.owner))) await server.unsafe('create role ' + q(roles.owner) + ' login');
    if (!(await exists(roles.app))) {
      await server.unsafe('create role ' + q(roles.app) + ' login in role mesadinha_app');
    }
    for (const key of ['owner', 'app']) {
      await server.unsafe('alter role ' + q(roles[key]) +
        ' login nosuperuser nocreatedb nocreaterole noreplication nobypassrls password ' +
        lit(passwords[key]));
    }
    const found = await server\`select 1 from pg_database where datname = \${env.DATABASE_NAME}\`;
    if (found.length === 0) {
      await server.unsafe('create database ' + q(env.DATABASE_NAME) + ' owner ' + q(roles.owner));
    }
    await server.end();
    const database = postgres(env.DATABASE_ADMIN_URL, { max: 1, onnotice: () => {} });
    await database.unsafe(env.HAND_OVER.replace(":'owner'", lit(roles.owner)));
    await database.end();
    console.log((found.length === 0 ? 'created database ' : 'database ') + env.DATABASE_NAME +
      ', migrated by ' + roles.owner + ' (no superuser), served as ' + roles.app);`;
  run(process.execPath, ['--input-type=module', '-e', script], {
    label: `database ${name}`,
    cwd: path.join(ROOT, 'bff'),
    env: {
      ...process.env,
      ADMIN_URL: admin.toString(),
      DATABASE_ADMIN_URL: adminUrl,
      DATABASE_NAME: name,
      ROLES: JSON.stringify(roles),
      PASSWORDS: JSON.stringify(passwords),
      HAND_OVER: readFileSync(path.join(ROOT, 'deploy/postgres/hand-over-to-owner.sql'), 'utf8'),
    },
  });
  /** `adminUrl` with another login. */
  const as = (user, password) => {
    const url = new URL(adminUrl);
    url.username = user;
    url.password = password;
    return url.toString();
  };
  return {
    ownerUrl: as(roles.owner, passwords.owner),
    appUrl: as(roles.app, passwords.app),
  };
}
