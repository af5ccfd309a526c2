import { pino, type Logger } from 'pino';
import type { Env } from '../env';

export type { Logger };

/** One JSON line per event on stdout; level from LOG_LEVEL. */
export function createLogger(env: Pick<Env, 'LOG_LEVEL'>): Logger {
  return pino({
    level: env.LOG_LEVEL,
    base: { service: 'bff' },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}
