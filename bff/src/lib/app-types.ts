import type { DatabaseHandle } from '../db/client';
import type { Env } from '../env';
import type { Logger } from './logger';

/** Hono environment shared by every route: per-request values set by the app's middleware. */
export interface AppBindings {
  Variables: {
    /** Id of this request, echoed in the `x-request-id` response header and in error bodies. */
    requestId: string;
    /** Child logger carrying the request id. */
    logger: Logger;
    db: DatabaseHandle;
    env: Env;
  };
}
