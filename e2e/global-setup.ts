import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { startStaticServer } from '../scripts/lib/static-server.mjs';
import { E2E_DATA_DIR_VAR, E2E_DATABASE_URL_VAR, startBff } from './support/bff';
import { createE2eDatabase } from './support/database';
import { startTestMailServer } from './support/mail-server';
import { startLocalOidcProvider } from './support/oidc-provider';
import { ARTIFACTS, DIST } from './support/paths';
import { E2E_PORTS, STRIPE_EMULATOR_PUBLIC_URL } from './support/ports';
import { remotesConfig, writeRemotesConfig } from './support/remote-config';
import { EMULATOR_WEBHOOK_SECRET, startStripeEmulator } from './support/stripe-emulator';

/**
 * Starts the composed portal from its production builds: a test SMTP server, a local OpenID
 * provider (before the BFF, which reads the provider's discovery document once at start-up) and
 * the Stripe emulator (before the BFF too: the BFF asks it for the plans; it posts its webhooks
 * to the BFF, queued and retried), the BFF (on a fresh PostgreSQL database), the shell with a
 * runtime remote config pointing at the e2e ports, and both remotes.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const [name, file] of Object.entries(DIST)) {
    if (!existsSync(file))
      throw new Error(`Missing ${name} build at ${file}: run "pnpm build" first.`);
  }
  mkdirSync(ARTIFACTS, { recursive: true });
  const database = await createE2eDatabase();
  console.log(`e2e: BFF database is ${database.describe}`);
  // Workers inherit this process's environment: the two-instances spec starts a second BFF on it.
  if (database.url) process.env[E2E_DATABASE_URL_VAR] = database.url;

  const mail = await startTestMailServer({ smtp: E2E_PORTS.smtp, inbox: E2E_PORTS.mailInbox });
  const oidc = await startLocalOidcProvider(E2E_PORTS.oidc);
  // In this process (not a child): the e2e and the emulator share the webhook secret constant.
  const stripe = await startStripeEmulator({
    port: E2E_PORTS.stripe,
    publicUrl: STRIPE_EMULATOR_PUBLIC_URL,
    webhookUrl: `http://127.0.0.1:${E2E_PORTS.bff}/api/billing/webhook`,
    webhookSecret: EMULATOR_WEBHOOK_SECRET,
  });
  const bff = await startBff(E2E_PORTS.bff, database.url, { seedDemo: true });
  // The LGPD spec checks that erased photo files are gone from the BFF's disk.
  process.env[E2E_DATA_DIR_VAR] = bff.dataDir;

  const configFile = path.join(ARTIFACTS, 'remotes.json');
  writeRemotesConfig(
    configFile,
    remotesConfig(
      `http://localhost:${E2E_PORTS.parentApp}/mf-manifest.json`,
      `http://localhost:${E2E_PORTS.childApp}/mf-manifest.json`,
    ),
  );
  const servers = await Promise.all([
    startStaticServer({
      root: DIST.shell,
      port: E2E_PORTS.shell,
      spa: true,
      apiTarget: bff.url,
      remotesConfigFile: configFile,
    }),
    startStaticServer({ root: DIST.parentApp, port: E2E_PORTS.parentApp, cors: true }),
    startStaticServer({ root: DIST.childApp, port: E2E_PORTS.childApp, cors: true }),
  ]);

  return async () => {
    await Promise.all(servers.map((server) => server.close()));
    await bff.close();
    await Promise.all([mail.close(), oidc.close(), stripe.close()]);
    await database.drop();
  };
}
