import { EnvError, loadEnv } from '../../env';
import { openDatabase } from '../client';
import { seedDemoFamily } from './demo-family';

/**
 * `pnpm --filter @portal/bff seed:demo`: migrates the configured database and adds the demo
 * family (published password) when it is empty. The server never seeds in production; this
 * is the explicit, separate act for a production build tried on one machine (the e2e suite).
 */
async function main(): Promise<void> {
  const env = loadEnv();
  const db = await openDatabase(env);
  try {
    await db.migrate();
    const seed = await seedDemoFamily(db.db);
    console.log(seed.created ? 'seeded the demo family' : 'the database is not empty: no seed');
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
