import { pino } from 'pino';
import { createApp, type CreateAppOptions } from '../app';
import type { DatabaseHandle } from '../db/client';
import { loadEnv } from '../env';

/** A test environment; never read from process.env. */
export const TEST_ENV = loadEnv({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
});

/** The real app on `db`, with silent logs; `mount` adds test-only routes. */
export function createTestApp(db: DatabaseHandle, mount?: CreateAppOptions['mount']) {
  return createApp({ env: TEST_ENV, db, logger: pino({ level: 'silent' }), mount });
}
