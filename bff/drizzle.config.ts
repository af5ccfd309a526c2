import { defineConfig } from 'drizzle-kit';

/**
 * `pnpm --filter @portal/bff db:generate` writes SQL migrations from src/db/schema into
 * src/db/migrations (committed). Generation needs no database connection.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  strict: true,
});
